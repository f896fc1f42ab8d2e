// The import table of DESIGN.md §2 as a lint rule. Each top-level folder is a layer that may
// import only the layers listed for it; code outside server/, catalog/, scripts/ and test/ runs
// in the browser too, so it may not import Node's built-in modules.
//
// A hand-written rule rather than `no-restricted-imports` patterns: a specifier is resolved from
// the importing file before its layer is known (`../catalog/x.ts` from `client/components/cards/`
// is `client/components/catalog/`, not the catalog layer), which a pattern over the text cannot do.
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * Layer -> the top-level folders it may import besides its own. A layer is a top-level folder, or
 * a folder below one where that folder differs (server/render/ is the only server code that
 * renders the client's components); a file belongs to the longest layer that contains it.
 */
export const MAY_IMPORT = {
  config: [],
  routes: ['config'],
  redirects: ['routes', 'config'],
  shared: ['routes', 'config'],
  client: ['shared', 'routes', 'config'],
  catalog: ['shared', 'routes', 'config'],
  server: ['catalog', 'shared', 'routes', 'redirects', 'config'],
  'server/render': ['client', 'catalog', 'shared', 'routes', 'redirects', 'config'],
  scripts: ['test', 'server', 'client', 'catalog', 'shared', 'routes', 'redirects', 'config'],
  test: ['scripts', 'server', 'client', 'catalog', 'shared', 'routes', 'redirects', 'config'],
};

const LAYERS = Object.keys(MAY_IMPORT).sort((a, b) => b.length - a.length);

/** The layer of a path relative to the root (posix separators), or null outside every layer. */
export function layerOf(relativePath) {
  return LAYERS.find((layer) => relativePath.startsWith(`${layer}/`)) ?? null;
}

/** Layers whose code never runs in a browser. */
export const NODE_LAYERS = new Set(['server', 'catalog', 'scripts', 'test']);

/** The config files only the server reads (they read the environment). */
const SERVER_ONLY_CONFIG = new Set(['config/env.ts']);

const NODE_BUILTINS = new Set(builtinModules);

function isNodeBuiltin(specifier) {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the folder table of DESIGN.md §2' },
    schema: [],
    messages: {
      layer:
        '{{from}}/ may not import {{to}}/ (DESIGN.md §2: {{from}}/ may import {{allowed}}); move what both sides need to shared/',
      node: "{{from}}/ runs in the browser too and may not import the Node module '{{specifier}}'",
      serverConfig: "{{from}}/ may not import {{target}}: it reads the server's environment",
    },
  },
  create(context) {
    const root = context.cwd;
    const posix = (file) => path.relative(root, file).split(path.sep).join('/');
    const from = layerOf(posix(context.filename));
    if (from === null) return {};
    const fromTop = from.split('/')[0];
    const allowed = MAY_IMPORT[from];

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (isNodeBuiltin(specifier)) {
        if (!NODE_LAYERS.has(fromTop)) context.report({ node, messageId: 'node', data: { from, specifier } });
        return;
      }
      if (!specifier.startsWith('.')) return; // a package
      const target = posix(path.resolve(path.dirname(context.filename), specifier));
      const to = target.split('/')[0];
      if (to === fromTop || !Object.hasOwn(MAY_IMPORT, to)) return;
      if (!allowed.includes(to)) {
        const list = allowed.length ? allowed.map((l) => `${l}/`).join(', ') : 'nothing of ours';
        context.report({ node, messageId: 'layer', data: { from, to, allowed: list } });
      } else if (!NODE_LAYERS.has(fromTop) && SERVER_ONLY_CONFIG.has(target)) {
        context.report({ node, messageId: 'serverConfig', data: { from, target } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
