// The client files of the last builds, kept side by side in one assets directory so that a page
// of one release served beside another never asks for a file that is gone (decision 023). A
// ledger beside the files (builds.json) lists each build and its files, newest last; recording a
// build keeps the last `keep` of them and deletes the files no kept build lists. The ledger is
// changed under a lock directory, since several processes may publish into one ASSETS_DIR at
// once. Plain TypeScript that Node runs as it is: build.mjs imports it too.
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LEDGER_NAME = 'builds.json';
const LOCK_NAME = '.builds.lock';
/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

export interface KeptBuild {
  id: string;
  /** Paths relative to the directory, with '/'. */
  files: string[];
}

/** Every file under `dir`, relative, with '/', the ledger and lock aside. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((name) => name !== LEDGER_NAME && !name.startsWith(`${LOCK_NAME}/`));
}

async function withLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = join(dir, LOCK_NAME);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rmdir(lock).catch(() => {});
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another process`, { cause: error });
      else await sleep(20);
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

async function readLedger(dir: string): Promise<KeptBuild[]> {
  try {
    const builds = JSON.parse(await readFile(join(dir, LEDGER_NAME), 'utf8')) as unknown;
    return Array.isArray(builds) ? (builds as KeptBuild[]) : [];
  } catch {
    return [];
  }
}

/**
 * Records `build` as the newest in `dir`'s ledger, keeps the last `keep` builds, and deletes the
 * files that no kept build lists. Answers the ids of the builds kept, oldest first. `writeFiles`
 * puts the build's files in place first, under the same lock: files another process has written
 * but not yet recorded are never taken for an old build's.
 */
export async function recordBuild(
  dir: string,
  build: KeptBuild,
  keep: number,
  writeFiles: () => Promise<void> = async () => {},
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return withLock(dir, async () => {
    await writeFiles();
    const others = (await readLedger(dir)).filter((each) => each.id !== build.id);
    const kept = [...others, build].slice(-Math.max(1, keep));
    const wanted = new Set(kept.flatMap((each) => each.files));
    for (const name of await filesUnder(dir)) if (!wanted.has(name)) await rm(join(dir, name), { force: true });
    const temporary = join(dir, `${LEDGER_NAME}.${process.pid}.tmp`);
    await writeFile(temporary, `${JSON.stringify(kept, null, 1)}\n`);
    await rename(temporary, join(dir, LEDGER_NAME));
    return kept.map((each) => each.id);
  });
}
