// What the tests that need PostgreSQL, Redis or nginx share: where Debian puts each binary, a
// loud failure when one is missing (.ci/run installs them; a test never skips silently), free
// loopback ports, and running a command as the service's own user when the tests run as root
// (initdb refuses root).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class MissingServiceError extends Error {
  constructor(what: string, packageName: string) {
    super(
      `${what} is not installed, and this test needs it: apt-get install -y ${packageName} (.ci/run installs it when missing)`,
    );
    this.name = 'MissingServiceError';
  }
}

/** /usr/lib/postgresql/<newest>/bin/<name>. */
export function postgresBinary(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const path = join(root, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  throw new MissingServiceError('PostgreSQL', 'postgresql');
}

export function binary(path: string, what: string, packageName: string): string {
  if (!existsSync(path)) throw new MissingServiceError(what, packageName);
  return path;
}

/** A loopback port free now (the OS picks it); the caller binds it at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** A fresh temporary directory that `user` owns (when the tests run as root). */
export async function serviceDirectory(prefix: string, user: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', user]);
    const { stdout: group } = await run('id', ['-g', user]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  return dir;
}

/** Runs a command, as `user` when the tests run as root; rejects with its output when it fails. */
export async function runAs(user: string, command: string, args: readonly string[]): Promise<string> {
  const [file, argv] = isRoot() ? ['runuser', ['-u', user, '--', command, ...args]] : [command, [...args]];
  try {
    const { stdout } = await run(file, argv as string[], { maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${stderr || stdout || (error as Error).message}`, {
      cause: error,
    });
  }
}
