// Tools the measuring scripts run (the MDN HTTP Observatory's scanner, Lighthouse) live outside the
// project's dependencies: `npm ci` of a fresh clone should not download or build what only a
// script run by hand needs. Each tool has a folder of its own with a package.json and a
// package-lock.json; on first use it is installed from that lockfile, with --ignore-scripts, into
// var/tools/<name>-<version> (kept between runs, never committed).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TOOLS_FOLDER = join(ROOT, 'var', 'tools');

export interface Tool {
  /** The install folder's name before its version: var/tools/<name>-<version>. */
  name: string;
  /** The folder of the tool's package.json and package-lock.json. */
  packageFolder: string;
  /** The npm package the tool is; its locked version names the install folder. */
  packageName: string;
  /** The tool's entry point, relative to the package's own folder (node_modules/<packageName>/). */
  entry: string;
}

/** The folder of this lockfile's install: var/tools/<name>-<version>, so a new lockfile installs afresh. */
export function installFolder({ name, packageFolder, packageName }: Tool): string {
  const lock = JSON.parse(readFileSync(join(packageFolder, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${packageName}`]?.version;
  if (!version) throw new Error(`${join(packageFolder, 'package-lock.json')} does not lock ${packageName}`);
  return join(TOOLS_FOLDER, `${name}-${version}`);
}

/** The path of the tool's entry point, installing the tool first when it is missing. */
export function installTool(tool: Tool): string {
  const folder = installFolder(tool);
  const entry = join(folder, 'node_modules', tool.packageName, tool.entry);
  if (existsSync(entry)) return entry;
  mkdirSync(dirname(folder), { recursive: true });
  // Installed beside its final place and renamed: a run cut short leaves no half-installed tool.
  const staging = mkdtempSync(`${folder}.installing-`);
  try {
    for (const file of ['package.json', 'package-lock.json'])
      copyFileSync(join(tool.packageFolder, file), join(staging, file));
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (!existsSync(folder)) renameSync(staging, folder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!existsSync(entry)) throw new Error(`${tool.packageName} installed in ${folder} has no ${tool.entry}`);
  return entry;
}
