// The client's chunks, regrouped after esbuild (decision 020). esbuild gives code that the entry
// and some lazy screens share a chunk of its own for each set of screens sharing it, even though
// the entry has always loaded it by the time a screen does (evanw/esbuild#3780), and code that
// only screens share a chunk per set of screens: a first visit fetched about 50 scripts, most of
// them under 1 KB with 0.7–1.7 KB of headers each. Rollup reads esbuild's output, puts everything
// the entry loads and the small shared chunks into the entry's file, and leaves the lazy screens
// and the larger shared code their chunks; esbuild keeps compiling, minifying and tree-shaking.
import { basename, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { rollup } from 'rollup';

/** esbuild's `[hash]` at the end of a chunk's name; Rollup writes its own. */
const ESBUILD_HASH = /-[A-Z0-9]{8}$/;
/** The name esbuild gives code that several files share (as opposed to an entry or a lazy module). */
const SHARED_CHUNK = /^chunk-[A-Z0-9]{8}\.js$/;
/** Sources that hold one locale's data: they reach a browser only with that locale's pages (issue 16). */
const LOCALE_DATA = /^(routes\/tables\/|shared\/i18n\/resources\/)/;
/**
 * A shared chunk lighter than this once gzipped costs about as much in response headers (700
 * bytes a script) as in code: its code goes into the entry's file instead, which every page has
 * already loaded, when at least MIN_SHARERS lazy modules need it. Code only two of them share
 * stays in a chunk of theirs: in the entry, every other screen would carry it. Measured on home,
 * products, product and advice pages (decision 020); about 1 KiB, with room for a chunk that
 * grows by an import or two (decision 020, the contact form's city lookup).
 */
export const SMALL_CHUNK_GZIP_BYTES = 1100;
export const MIN_SHARERS = 3;
/** Chromium's magic comment for eager compilation of every function of a script (Chrome 136+). */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/** The outputs `from` imports statically, directly or not, in esbuild's metafile (paths relative to the root). */
export function staticImports(metafile, from) {
  const seen = new Set();
  const visit = (output) => {
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(from);
  return seen;
}

/**
 * The shared chunks the entry's file may take (absolute paths): small once gzipped, needed by at
 * least MIN_SHARERS lazy modules, and holding no locale's data, which would then reach every
 * locale's pages.
 */
export function smallSharedChunks(metafile, files, root) {
  const outputs = metafile.outputs;
  const sharers = new Map();
  for (const [output, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || SHARED_CHUNK.test(basename(output))) continue;
    for (const imported of staticImports(metafile, output)) sharers.set(imported, (sharers.get(imported) ?? 0) + 1);
  }
  const small = new Set();
  for (const [output, meta] of Object.entries(outputs)) {
    const path = resolve(root, output);
    if (!SHARED_CHUNK.test(basename(output)) || !files.has(path)) continue;
    if ((sharers.get(output) ?? 0) < MIN_SHARERS) continue;
    if (Object.keys(meta.inputs).some((input) => LOCALE_DATA.test(input))) continue;
    if (gzipSync(files.get(path)).length < SMALL_CHUNK_GZIP_BYTES) small.add(path);
  }
  return small;
}

/**
 * Screens a visitor uses together, by their source path: the customer's (the account's pages,
 * the cart and the checkout's steps) and the catalogue's (home, lists, a product, brands, needs,
 * search results, the quiz), whose product cards and buy controls esbuild cut into a chunk per
 * set of screens sharing each. Code that only the screens of one family share goes into one chunk
 * of that family: a family's first screen fetches it in one request (a login page fetched 14
 * scripts, a brand page 11), and the family's next screens already have it.
 */
export const SCREEN_FAMILIES = Object.freeze({
  customer: /^client\/pages\/(my-[a-z-]+|checkout[a-z-]*|cart|withdrawal)\.tsx$/,
  catalog: /^client\/pages\/(home|products?|product-qa|brands?|needs?|results|quiz)\.tsx$/,
});

/**
 * The shared chunks (absolute paths) whose sharers all belong to one family of SCREEN_FAMILIES,
 * with that family's name. Locale data stays apart (its chunks are per locale).
 */
export function familyChunks(metafile, root, families = SCREEN_FAMILIES) {
  const outputs = metafile.outputs;
  const sharersOf = new Map();
  for (const [output, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || SHARED_CHUNK.test(basename(output))) continue;
    for (const imported of staticImports(metafile, output)) {
      if (!sharersOf.has(imported)) sharersOf.set(imported, []);
      sharersOf.get(imported).push(meta.entryPoint);
    }
  }
  const family = new Map();
  for (const [output, sharers] of sharersOf) {
    if (!SHARED_CHUNK.test(basename(output))) continue;
    if (Object.keys(outputs[output]?.inputs ?? {}).some((input) => LOCALE_DATA.test(input))) continue;
    const names = new Set(
      sharers.map((sharer) => Object.entries(families).find(([, pattern]) => pattern.test(sharer))?.[0] ?? null),
    );
    const [only] = names;
    if (names.size === 1 && only) family.set(resolve(root, output), only);
  }
  return family;
}

/** A Rollup plugin that reads esbuild's JS outputs from memory, with their source maps. */
function esbuildOutputs(files) {
  return {
    name: 'esbuild-outputs',
    resolveId(source, importer) {
      const path = importer ? resolve(dirname(importer), source) : source;
      if (!files.has(path))
        throw new Error(`${importer ?? 'the build'} imports ${source}, which esbuild did not write`);
      return path;
    },
    load(id) {
      const map = files.get(`${id}.map`);
      return { code: files.get(id).replace(SOURCE_MAP_COMMENT, ''), map: map === undefined ? null : JSON.parse(map) };
    },
  };
}

/**
 * Regroups esbuild's JS outputs and writes them to `outdir`.
 * @param {object} options
 * @param {Map<string, string>} options.files esbuild's .js outputs and their .js.map, by absolute path
 * @param {string} options.entry absolute path of the entry's output
 * @param {Set<string>} options.boot absolute paths of the outputs the entry imports statically
 * @param {Set<string>} options.small absolute paths of the shared outputs the entry's file may take (smallSharedChunks)
 * @param {Map<string, string>} [options.families] shared outputs only one family of screens shares, and its name (familyChunks)
 * @param {string} options.outdir
 * @param {(message: string) => void} options.warn
 * @returns {Promise<import('rollup').OutputChunk[]>} the chunks written, file names relative to outdir
 */
export async function regroupChunks({ files, entry, boot, small, families = new Map(), outdir, warn }) {
  // What goes into the entry's file: the entry, what it imports, and the small shared chunks
  // whose own imports go there too (a small chunk importing a large one, zod say, would drag the
  // large one into every page).
  const decided = new Map();
  const intoEntry = (id, getModuleInfo) => {
    if (id === entry || boot.has(id)) return true;
    if (decided.has(id)) return decided.get(id);
    decided.set(id, true); // an import cycle among small chunks does not make them large
    const folds =
      small.has(id) && getModuleInfo(id).importedIds.every((imported) => intoEntry(imported, getModuleInfo));
    decided.set(id, folds);
    return folds;
  };
  // A small shared chunk that cannot go into the entry's file because it imports a large chunk
  // (a schema importing zod) joins that chunk, when it is the only one it needs beyond the entry:
  // whoever loads the small one loads the large one anyway, and a page saves a request of 0.7 KB
  // of headers for a few hundred bytes of code. Chains of such small chunks join the same host.
  const hosts = new Map();
  const hostOf = (id, getModuleInfo, seen = new Set()) => {
    if (hosts.has(id)) return hosts.get(id);
    if (!small.has(id) || intoEntry(id, getModuleInfo) || seen.has(id)) return null;
    seen.add(id);
    const needed = new Set();
    for (const imported of getModuleInfo(id).importedIds) {
      if (intoEntry(imported, getModuleInfo)) continue;
      needed.add(small.has(imported) ? hostOf(imported, getModuleInfo, seen) : imported);
    }
    const [only] = needed;
    const host = needed.size === 1 && only !== null && !small.has(only) ? only : null;
    hosts.set(id, host);
    return host;
  };
  let hosted = null;
  const groupOf = (id, getModuleInfo) => {
    if (intoEntry(id, getModuleInfo)) return 'entry';
    if (families.has(id)) return families.get(id);
    hosted ??= new Set([...small].map((smallId) => hostOf(smallId, getModuleInfo)).filter(Boolean));
    if (hosted.has(id)) return basename(id, '.js');
    const host = hostOf(id, getModuleInfo);
    return host ? groupOf(host, getModuleInfo) : undefined;
  };
  const bundle = await rollup({
    input: { entry },
    // esbuild has tree-shaken already; Rollup only moves code between files.
    treeshake: false,
    preserveEntrySignatures: false,
    plugins: [esbuildOutputs(files)],
    onwarn: (warning) => warn(warning.message),
  });
  try {
    const { output } = await bundle.write({
      dir: outdir,
      format: 'es',
      compact: true,
      sourcemap: true,
      hashCharacters: 'hex',
      // V8's explicit compile hint (decision 037): the entry's functions run while the page
      // hydrates, so V8 compiles them all while the file streams in, off the main thread, instead
      // of one by one on first call, inside the task that evaluates the entry.
      banner: (chunk) => (chunk.isEntry ? COMPILE_ALL_HINT : ''),
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: ({ name }) => `chunks/${name.replace(ESBUILD_HASH, '')}-[hash].js`,
      manualChunks: (id, { getModuleInfo }) => groupOf(id, getModuleInfo),
    });
    return output.filter((file) => file.type === 'chunk');
  } finally {
    await bundle.close();
  }
}
