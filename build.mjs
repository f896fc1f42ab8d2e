// Builds dist/: the server bundle (dist/server/main.js) and the client bundle
// (dist/client/assets/, hashed, split by esbuild and regrouped by Rollup, minified, each file
// with .br and .gz siblings),
// plus dist/manifest.json, the map the renderer uses to write modulepreload links.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import * as esbuild from 'esbuild';

import { familyChunks, regroupChunks, smallSharedChunks, staticImports } from './scripts/build/regroup-chunks.mjs';
import { KEPT_BUILDS } from './server/assets/kept-build-count.ts';
import { filesUnder, recordBuild } from './server/assets/kept-builds.ts';

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * The font files every page uses from its first paint (client/styles/fonts.css): the latin
 * subsets of the text and heading faces. The manifest lists their built URLs so the document
 * preloads them; the latin-ext files load only where a page needs them (unicode-range).
 */
export const PRELOADED_FONTS = [
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2',
];
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

/**
 * The manifest: for the entry and each lazy module (by source path), its file, the files it
 * imports statically and its CSS, from the chunks Rollup wrote and esbuild's metafile.
 */
export function manifestFromChunks(chunks, metafile, { entryPoint, outdir, publicPath, root = ROOT }) {
  const toUrl = (file) => `${publicPath}/${file.split(sep).join('/')}`;
  const cssOf = (output) => {
    const css = metafile.outputs[output]?.cssBundle;
    return css ? [toUrl(relative(outdir, resolve(root, css)))] : [];
  };
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  const closure = (chunk, seen = new Set()) => {
    for (const file of chunk.imports) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byName.get(file), seen);
    }
    return seen;
  };
  const record = (chunk, output) => ({
    file: toUrl(chunk.fileName),
    // The entry is on the page before any lazy module loads: never worth preloading again.
    imports: [...closure(chunk)].filter((file) => file !== entryChunk.fileName).map(toUrl),
    css: cssOf(output),
  });
  const modules = {};
  let entry = null;
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const id = resolve(root, output);
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === id) ??
      chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk holds ${output}`);
    modules[meta.entryPoint] = record(chunk, output);
    if (meta.entryPoint === entryPoint) entry = modules[meta.entryPoint];
  }
  const fonts = Object.entries(metafile.outputs)
    .filter(([, meta]) => Object.keys(meta.inputs ?? {}).some((input) => PRELOADED_FONTS.includes(input)))
    .map(([output]) => toUrl(relative(outdir, resolve(root, output))));
  return { entry, modules, fonts };
}

/**
 * Files at least this large get their .gz from Zopfli, whose gzip streams are about 3 % smaller
 * than zlib's best and which browsers read like any other: the bytes of every first visit that
 * asks gzip only. It costs about 1.5 s per 450 KB file; smaller files gain too little to pay it.
 */
const ZOPFLI_MIN_BYTES = 4096;

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
      const gzipped =
        bytes.length >= ZOPFLI_MIN_BYTES
          ? await zopfliGzip(bytes, { numiterations: 15 })
          : gzipSync(bytes, { level: 9 });
      await writeFile(`${file}.gz`, gzipped);
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
  keepBuilds = 0,
}) {
  // keepBuilds 0: the directory holds this build alone. Otherwise the files of the last builds
  // stay beside this one's (server/assets/kept-builds.ts), so that pages of the previous release
  // still find theirs while both are served.
  if (keepBuilds === 0) await rm(outdir, { recursive: true, force: true });
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
    loader: { '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel,
    plugins: [serverOnlyGuard(root)],
  });
  const isScript = (path) => path.endsWith('.js') || path.endsWith('.js.map');
  const scripts = new Map(
    result.outputFiles.filter((file) => isScript(file.path)).map((file) => [file.path, file.text]),
  );
  const others = result.outputFiles.filter((file) => !isScript(file.path));
  await Promise.all(
    others.map(async (file) => {
      await mkdir(dirname(file.path), { recursive: true });
      await writeFile(file.path, file.contents);
    }),
  );
  const sourceEntry = relative(root, resolve(root, entryPoint)).split(sep).join('/');
  const entryOutput = Object.keys(result.metafile.outputs).find(
    (output) => result.metafile.outputs[output].entryPoint === sourceEntry,
  );
  const chunks = await regroupChunks({
    files: scripts,
    entry: resolve(root, entryOutput),
    boot: new Set([...staticImports(result.metafile, entryOutput)].map((output) => resolve(root, output))),
    small: smallSharedChunks(result.metafile, scripts, root),
    families: familyChunks(result.metafile, root),
    outdir,
    warn: (message) => {
      if (logLevel !== 'silent') console.warn(`regrouping chunks: ${message}`);
    },
  });
  const written = [
    ...others.map((file) => file.path),
    ...chunks.flatMap((chunk) => [join(outdir, chunk.fileName), join(outdir, `${chunk.fileName}.map`)]),
    ...(await copyPublicFiles(join(root, 'client/public'), outdir)),
  ];
  // woff2 is compressed already: brotli or gzip would only add bytes.
  const compressed = written.filter((file) => !file.endsWith('.map') && !file.endsWith('.woff2'));
  await writeCompressedSiblings(compressed);
  if (keepBuilds > 0) {
    const files = await filesUnder(outdir);
    const ours = new Set(
      [...written, ...compressed.flatMap((file) => [`${file}.br`, `${file}.gz`])].map((file) =>
        relative(outdir, file).split(sep).join('/'),
      ),
    );
    const current = files.filter((name) => ours.has(name)).sort();
    const id = createHash('sha256').update(current.join('\n')).digest('hex').slice(0, 16);
    await recordBuild(outdir, { id, files: current }, keepBuilds);
  }
  const manifest = manifestFromChunks(chunks, result.metafile, { entryPoint: sourceEntry, outdir, publicPath, root });
  await mkdir(dirname(manifestPath), { recursive: true });
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // What went into each file: esbuild's account of its outputs, and which of them each chunk holds.
  await writeFile(join(dirname(manifestPath), 'client-metafile.json'), JSON.stringify(result.metafile));
  await writeFile(
    join(dirname(manifestPath), 'client-chunks.json'),
    JSON.stringify(
      Object.fromEntries(
        chunks.map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => relative(root, id).split(sep).join('/'))]),
      ),
    ),
  );
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
      keepBuilds: KEPT_BUILDS,
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
