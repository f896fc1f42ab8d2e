// Builds dist/: the server bundle (dist/server/main.js) and the client bundle
// (dist/client/assets/, hashed, split, minified, each file with .br and .gz siblings),
// plus dist/manifest.json, the map the renderer uses to write modulepreload links.
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import * as esbuild from 'esbuild';

const ROOT = dirname(fileURLToPath(import.meta.url));
const SERVER_ONLY_FOLDERS = ['server', 'catalog'];
const NODE_BUILTINS = new Set(builtinModules);

/**
 * esbuild plugin: client code may not import server-only folders or Node's modules
 * (DESIGN.md §2). The build fails with the importer and the import named.
 */
export function serverOnlyGuard(root = ROOT) {
  const forbidden = SERVER_ONLY_FOLDERS.map((folder) => join(root, folder) + sep);
  return {
    name: 'server-only-guard',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const { path, importer, resolveDir } = args;
        const where = importer ? relative(root, importer) : '(entry)';
        if (path.startsWith('node:') || NODE_BUILTINS.has(path.split('/')[0])) {
          return { errors: [{ text: `client code may not import the Node module '${path}' (imported by ${where})` }] };
        }
        if (path.startsWith('.') || isAbsolute(path)) {
          const target = resolve(resolveDir, path);
          const folder = forbidden.find((prefix) => (target + sep).startsWith(prefix));
          if (folder) {
            return {
              errors: [
                { text: `client code may not import ${relative(root, folder)}/ ('${path}' imported by ${where})` },
              ],
            };
          }
        }
        return undefined;
      });
    },
  };
}

/** Turns esbuild's metafile into { entry, modules }: files with their static imports and css. */
export function manifestFromMetafile(metafile, { outdir, publicPath, root = ROOT }) {
  const toUrl = (output) => `${publicPath}/${relative(outdir, resolve(root, output)).split(sep).join('/')}`;
  const outputs = metafile.outputs;
  const closure = (output, seen = new Set()) => {
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        closure(imported.path, seen);
      }
    }
    return seen;
  };
  const modules = {};
  let entry = null;
  for (const [output, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue;
    const record = {
      file: toUrl(output),
      imports: [...closure(output)].map(toUrl),
      css: meta.cssBundle ? [toUrl(meta.cssBundle)] : [],
    };
    modules[meta.entryPoint] = record;
    if (meta.entryPoint === metafile.entry) entry = record;
  }
  return { entry, modules };
}

async function writeCompressedSiblings(files) {
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      await writeFile(
        `${file}.br`,
        brotliCompressSync(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      );
      await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }),
  );
}

/** Files served under their own name (the favicon): copied from client/public when it exists. */
async function copyPublicFiles(from, outdir) {
  let names;
  try {
    names = await readdir(from);
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      await copyFile(join(from, name), join(outdir, name));
      return join(outdir, name);
    }),
  );
}

/** Builds a client bundle; returns its manifest. Exported so tests can build fixtures. */
export async function buildClient({
  entryPoint,
  outdir,
  manifestPath,
  root = ROOT,
  publicPath = '/assets',
  logLevel = 'warning',
}) {
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entryPoint],
    outdir,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: 'linked',
    target: ['es2022'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel,
    plugins: [serverOnlyGuard(root)],
  });
  const written = Object.keys(result.metafile.outputs).map((output) => resolve(root, output));
  written.push(...(await copyPublicFiles(join(root, 'client/public'), outdir)));
  await writeCompressedSiblings(written.filter((file) => !file.endsWith('.map')));
  const manifest = {
    ...manifestFromMetafile(
      { ...result.metafile, entry: relative(root, resolve(root, entryPoint)).split(sep).join('/') },
      { outdir, publicPath, root },
    ),
  };
  await mkdir(dirname(manifestPath), { recursive: true });
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // esbuild's own account of what went into each chunk, for whoever asks why a page loads what it loads.
  await writeFile(join(dirname(manifestPath), 'client-metafile.json'), JSON.stringify(result.metafile));
  return manifest;
}

export async function buildServer({ outfile = join(ROOT, 'dist/server/main.js'), logLevel = 'warning' } = {}) {
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ['node24'],
    packages: 'external',
    sourcemap: 'linked',
    jsx: 'automatic',
    logLevel,
  });
}

async function main() {
  const started = performance.now();
  await Promise.all([
    buildServer(),
    buildClient({
      entryPoint: 'client/entry.tsx',
      outdir: join(ROOT, 'dist/client/assets'),
      manifestPath: join(ROOT, 'dist/manifest.json'),
    }),
  ]);
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    // esbuild has already printed its errors; anything else is printed here.
    if (!error?.errors) console.error(error);
    process.exit(1);
  }
}
