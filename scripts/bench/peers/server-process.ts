// A server measured by the peers bench, in a process of its own on a free loopback port: started
// with this Node, its output in a log file (so reading it costs the bench nothing), ready once the
// measured page answers 200, stopped with SIGTERM (SIGKILL if it lingers).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

import { freePort } from '../../../test/helpers/browser.ts';
import { httpGet } from '../http-get.ts';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerProcess {
  label: string;
  pid: number;
  origin: string;
  logFile: string;
  /** The last lines of the server's output, for an error message. */
  logTail(): string;
  /** Throws, with the end of its log, when the process is no longer running. */
  assertRunning(): void;
  stop(): Promise<void>;
}

export interface ServerSpec {
  label: string;
  /** Arguments to Node (a script and its options), run in `cwd`. */
  args(port: number, host: string): string[];
  cwd: string;
  /** The server's environment besides PATH, HOME, PORT and HOST. */
  env: Readonly<Record<string, string>>;
  logFile: string;
  /** The page whose 200 says the server is ready, and the headers to ask it with. */
  readyPath: string;
  headers: Readonly<Record<string, string>>;
}

const HOST = '127.0.0.1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServerProcess(spec: ServerSpec): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(spec.logFile, 'w');
  const child = spawn(process.execPath, spec.args(port, HOST), {
    cwd: spec.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...spec.env, PORT: String(port), HOST },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const origin = `http://${HOST}:${port}`;
  const logTail = () => readFileSync(spec.logFile, 'utf8').split('\n').slice(-20).join('\n');
  const server: ServerProcess = {
    label: spec.label,
    pid: child.pid!,
    origin,
    logFile: spec.logFile,
    logTail,
    assertRunning() {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `${spec.label} stopped (exit code ${child.exitCode}, signal ${child.signalCode}); the end of ${spec.logFile}:\n${logTail()}`,
        );
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    },
  };
  const deadline = performance.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${spec.label} exited before it was ready (${spec.logFile}):\n${logTail()}`);
    const status = await httpGet(new URL(spec.readyPath, origin).href, spec.headers).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return server;
    if (performance.now() > deadline) {
      await server.stop();
      throw new Error(
        `${spec.label}: ${spec.readyPath} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s:\n${logTail()}`,
      );
    }
    await sleep(status === 0 ? 100 : 500);
  }
}
