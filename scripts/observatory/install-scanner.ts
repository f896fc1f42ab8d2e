// The MDN HTTP Observatory's scanner lives outside the project's dependencies: its install scripts
// download lists from the network and compile a PostgreSQL driver, so `npm ci` of a fresh clone
// would fail offline or without a compiler. It is installed on first use, from the lockfile in
// ./scanner, with --ignore-scripts, into var/ (kept between runs, never committed).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE_FOLDER = fileURLToPath(new URL('./scanner/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folder of this lockfile's install: a new lockfile installs afresh. */
function installFolder(): string {
  const { version } = JSON.parse(readFileSync(join(PACKAGE_FOLDER, 'package-lock.json'), 'utf8')).packages[
    'node_modules/@mdn/mdn-http-observatory'
  ] as { version: string };
  return join(ROOT, 'var', 'tools', `mdn-http-observatory-${version}`);
}

/** The file URL of the scanner's entry point, installing it first when missing. */
export function observatoryEntry(): string {
  const folder = installFolder();
  const entry = join(folder, 'node_modules', '@mdn', 'mdn-http-observatory', 'src', 'index.js');
  if (!existsSync(entry)) {
    mkdirSync(dirname(folder), { recursive: true });
    // Installed beside its final place and renamed: a run cut short leaves no half-installed scanner.
    const staging = mkdtempSync(`${folder}.installing-`);
    try {
      for (const file of ['package.json', 'package-lock.json'])
        copyFileSync(join(PACKAGE_FOLDER, file), join(staging, file));
      execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: staging,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (!existsSync(folder)) renameSync(staging, folder);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return pathToFileURL(entry).href;
}
