// ASSETS_DIR: a directory every process of the site shares. At start a process copies its
// build's files there (each file written under a temporary name, then renamed: a reader never
// sees half a file), records its build among the last KEPT_BUILDS, and serves /assets/ from it,
// so any process answers for the files of any kept build (decision 023).
import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { KEPT_BUILDS } from './kept-build-count.ts';
import { filesUnder, recordBuild } from './kept-builds.ts';

export async function publishAssets({
  from,
  to,
  buildId,
}: {
  from: string;
  to: string;
  buildId: string;
}): Promise<{ copied: number; kept: string[] }> {
  const files = await filesUnder(from);
  let copied = 0;
  const copy = async () => {
    for (const name of files) {
      const target = join(to, name);
      const present = await stat(target).catch(() => null);
      const source = await stat(join(from, name));
      if (present && present.size === source.size) continue;
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await copyFile(join(from, name), temporary);
      await rename(temporary, target);
      copied++;
    }
  };
  const kept = await recordBuild(to, { id: buildId, files }, KEPT_BUILDS, copy);
  return { copied, kept };
}
