// Sends hostile requests to a server on loopback and tallies what came back (issue 9): statuses,
// requests without an answer, and the server's memory meanwhile (Linux /proc).
import { readFileSync } from 'node:fs';

import type { HostileRequest } from './hostile-requests.ts';
import { type RawOutcome, sendRaw } from './raw-http.ts';

export interface FuzzReport {
  sent: number;
  byStatus: Map<string, number>;
  serverErrors: { label: string; status: number }[];
  unanswered: { label: string; problem: string }[];
  rssMiB: { start: number; peak: number; end: number } | null;
  seconds: number;
}

/** Resident memory of a process in MiB, or null off Linux. */
export function rssMiB(pid: number): number | null {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

export interface FuzzOptions {
  port: number;
  /** Hosts the requests are spread over (the countries). */
  hosts: readonly string[];
  requests: readonly HostileRequest[];
  concurrency: number;
  timeoutMs: number;
  /** The server's process, for its memory. */
  pid?: number;
  onProgress?: (done: number) => void;
}

export async function runFuzz({
  port,
  hosts,
  requests,
  concurrency,
  timeoutMs,
  pid,
  onProgress,
}: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const byStatus = new Map<string, number>();
  const serverErrors: FuzzReport['serverErrors'] = [];
  const unanswered: FuzzReport['unanswered'] = [];
  const memory = pid === undefined ? null : rssMiB(pid);
  let peak = memory ?? 0;
  const sampler = pid === undefined ? null : setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? 0)), 250);
  let next = 0;
  let done = 0;
  const record = (request: HostileRequest, outcome: RawOutcome) => {
    const key = outcome.status === null ? `no answer (${outcome.problem})` : String(outcome.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    if (outcome.status !== null && outcome.status >= 500)
      serverErrors.push({ label: request.label, status: outcome.status });
    if (outcome.status === null) unanswered.push({ label: request.label, problem: outcome.problem ?? '?' });
  };
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index]!;
      record(request, await sendRaw(port, hosts[index % hosts.length]!, request, timeoutMs));
      if (++done % 1000 === 0) onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (sampler) clearInterval(sampler);
  const end = pid === undefined ? null : rssMiB(pid);
  return {
    sent: requests.length,
    byStatus,
    serverErrors,
    unanswered,
    rssMiB: memory === null || end === null ? null : { start: memory, peak: Math.max(peak, end), end },
    seconds: (performance.now() - started) / 1000,
  };
}
