// Starts a server script as a child process on Node 24 and waits for its "listening" line.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface Started {
  child: ChildProcess;
  port: number;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/**
 * Node arguments to run a script: TypeScript sources through tsx, built bundles as they are, with
 * `nodeFlags` when given (npm start's: scripts/start-flags.ts).
 */
const nodeArgs = (script: string, nodeFlags: readonly string[] = ['--enable-source-maps']) =>
  script.endsWith('.ts') ? ['--import', 'tsx', script] : [...nodeFlags, script];

export async function startServer(
  script: string,
  env: Record<string, string> = {},
  timeoutMs = 20_000,
  nodeFlags?: readonly string[],
): Promise<Started> {
  const child = spawn(process.execPath, nodeArgs(script, nodeFlags), {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines: Record<string, unknown>[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${timeoutMs} ms`)), timeoutMs);
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    void exited.then((code) => reject(new Error(`${script} exited with ${code} before listening: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      try {
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        if (typeof line.port === 'number' && String(line.msg).startsWith('listening')) {
          clearTimeout(timer);
          resolve(line.port);
        }
      } catch {
        // not a log line
      }
    });
  });
  return { child, port, lines, exited };
}

/** Runs a script to its end and returns its exit code and output. */
export async function runToExit(script: string, env: Record<string, string>, timeoutMs = 20_000) {
  const child = spawn(process.execPath, nodeArgs(script), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  return { code: code as number | null, stdout, stderr };
}
