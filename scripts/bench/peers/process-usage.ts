// A server's own CPU time and memory, read from /proc (Linux) from outside the process: the
// process and its descendants (a server that forks workers is counted whole). CPU time is user +
// system of every thread, garbage collector and libuv pool included, as process.cpuUsage() counts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on every Linux we run). */
let clockTicks: number | undefined;
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    const answer = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    clockTicks = Number.isInteger(answer) && answer > 0 ? answer : 100;
  }
  return clockTicks;
}

export interface StatFields {
  ppid: number;
  /** utime + stime, in clock ticks. */
  cpuTicks: number;
}

/** The fields of /proc/<pid>/stat that matter here; the command name may hold spaces and parentheses. */
export function parseStat(stat: string): StatFields {
  const end = stat.lastIndexOf(')');
  if (end < 0) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  // After the name: state (field 3), ppid (4) … utime (14), stime (15).
  const fields = stat
    .slice(end + 2)
    .trim()
    .split(' ');
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (![ppid, utime, stime].every(Number.isFinite)) throw new Error(`unreadable /proc stat line: ${stat.slice(0, 80)}`);
  return { ppid, cpuTicks: utime + stime };
}

/** A `Name:   123 kB` line of /proc/<pid>/status, in bytes; 0 when absent (a zombie has no VmRSS). */
export function statusBytes(status: string, name: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Server CPU per request: the process's CPU time over a window divided by the requests it answered. */
export function cpuMsPerRequest(cpuMsBefore: number, cpuMsAfter: number, requests: number): number {
  if (requests <= 0) return Number.NaN;
  return (cpuMsAfter - cpuMsBefore) / requests;
}

function readStat(pid: number): StatFields | null {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // gone meanwhile
  }
}

/** The process and every live descendant. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** CPU time (user + system) the process and its descendants have used so far, in ms. */
export function treeCpuMs(pid: number): number {
  const ticks = processTree(pid).reduce((sum, member) => sum + (readStat(member)?.cpuTicks ?? 0), 0);
  return (ticks * 1000) / ticksPerSecond();
}

/** Resident memory of the process and its descendants now, and the sum of their peaks. */
export function treeMemory(pid: number): { rssBytes: number; peakBytes: number } {
  let rssBytes = 0;
  let peakBytes = 0;
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      rssBytes += statusBytes(status, 'VmRSS');
      peakBytes += statusBytes(status, 'VmHWM');
    } catch {
      // gone meanwhile
    }
  }
  return { rssBytes, peakBytes };
}
