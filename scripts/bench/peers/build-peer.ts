// Installs and builds a peer of `npm run bench` outside the project's dependencies (as
// scripts/tools/install-tool.ts does for Lighthouse): `npm ci` of a fresh clone never downloads
// React Router's or Next.js's toolchains. The peer's folder and the shared page are copied to
// var/peers/<folder>-<hash of their files>/, installed there from the peer's lockfile with
// --ignore-scripts, and built; a `.built` mark is written last, so a run cut short is done again
// from scratch, and a changed source or lockfile gets a folder of its own (older ones are removed).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PEER_ENV, type PeerApp, PEERS_SOURCE, SHARED_PAGE_FOLDER } from './peer-apps.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const PEERS_FOLDER = join(ROOT, 'var', 'peers');
/** What a developer's own install or build in bench/peers/ leaves there: never part of the sources. */
const NOT_SOURCES = new Set(['node_modules', 'build', '.next', '.react-router', 'next-env.d.ts']);
const BUILT_MARK = '.built';
const STEP_TIMEOUT_MS = 15 * 60_000;

/** Every source file under `folder`, relative to it, sorted. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (NOT_SOURCES.has(entry.name)) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(folder, path));
    }
  };
  walk(folder);
  return files.sort();
}

/** A hash of the files' names and contents: the install folder changes whenever one of them does. */
export function sourcesHash(folders: readonly string[]): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    for (const file of sourceFiles(folder)) {
      hash.update(`${relative(PEERS_SOURCE, join(folder, file))}\0`);
      hash.update(readFileSync(join(folder, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

export interface BuiltPeer {
  /** The built app's folder: where its server starts. */
  appFolder: string;
  /** The framework's version, as its lockfile pins it. */
  version: string;
}

/** The version of `packageName` that the peer's lockfile pins. */
export function lockedVersion(lockfile: string, packageName: string): string {
  const lock = JSON.parse(readFileSync(lockfile, 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${packageName}`]?.version;
  if (!version) throw new Error(`${lockfile} does not lock ${packageName}`);
  return version;
}

/** One step of the install, its output appended to `log`; a failure names the log. */
function step(command: string, args: string[], cwd: string, log: string, env: NodeJS.ProcessEnv): void {
  const output = openSync(log, 'a');
  try {
    execFileSync(command, args, { cwd, env, stdio: ['ignore', output, output], timeout: STEP_TIMEOUT_MS });
  } catch (error) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (whole log: ${log}):\n${tail}`, { cause: error });
  } finally {
    closeSync(output);
  }
}

/** The environment of the install and the build: this Node first on the PATH, NODE_ENV left to the tools. */
function toolEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, ...env } = process.env;
  return { ...env, ...PEER_ENV, PATH: `${dirname(process.execPath)}:${env.PATH ?? ''}` };
}

/** The peer's built app, installing and building it first when this version of its sources has not been. */
export function buildPeer(peer: PeerApp, progress: (message: string) => void): BuiltPeer {
  const source = join(PEERS_SOURCE, peer.folder);
  const shared = join(PEERS_SOURCE, SHARED_PAGE_FOLDER);
  const lockfile = join(source, 'package-lock.json');
  const version = lockedVersion(lockfile, peer.frameworkPackage);
  const folder = join(PEERS_FOLDER, `${peer.folder}-${sourcesHash([source, shared])}`);
  const appFolder = join(folder, peer.folder);
  if (existsSync(join(folder, BUILT_MARK))) return { appFolder, version };

  const started = performance.now();
  progress(`installing and building ${peer.label} ${version} into ${relative(ROOT, folder)} (first run only)`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const log = `${folder}.log`;
  writeFileSync(log, '');
  // The layout of bench/peers/, so the app's `../../page/…` imports hold; the page's own imports
  // (react) resolve through the link to the app's node_modules, never to the project's.
  cpSync(source, appFolder, { recursive: true, filter: (path) => !NOT_SOURCES.has(path.split('/').pop()!) });
  cpSync(shared, join(folder, SHARED_PAGE_FOLDER), { recursive: true });
  symlinkSync(join(peer.folder, 'node_modules'), join(folder, 'node_modules'));
  const env = toolEnv();
  step('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--include=dev'], appFolder, log, env);
  step('npm', ['run', 'build'], appFolder, log, env);
  writeFileSync(join(folder, BUILT_MARK), `${new Date().toISOString()}\n`);
  removeOtherBuilds(peer, folder);
  progress(`${peer.label} built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { appFolder, version };
}

/** Earlier builds of the peer (other hashes): a Next.js install weighs hundreds of MB. */
function removeOtherBuilds(peer: PeerApp, keep: string): void {
  for (const entry of readdirSync(PEERS_FOLDER)) {
    const path = join(PEERS_FOLDER, entry);
    if (path === keep || path === `${keep}.log`) continue;
    if (/^[0-9a-f]{12}(\.log)?$/.test(entry.slice(peer.folder.length + 1)) && entry.startsWith(`${peer.folder}-`))
      rmSync(path, { recursive: true, force: true });
  }
}
