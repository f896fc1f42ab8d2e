// The MDN HTTP Observatory's scanner lives outside the project's dependencies: its install scripts
// download lists from the network and compile a PostgreSQL driver, so `npm ci` of a fresh clone
// would fail offline or without a compiler. It is installed on first use, from the lockfile in
// ./scanner, with --ignore-scripts (scripts/tools/install-tool.ts).
import { fileURLToPath, pathToFileURL } from 'node:url';

import { installTool } from '../tools/install-tool.ts';

/** The file URL of the scanner's entry point, installing it first when missing. */
export function observatoryEntry(): string {
  const entry = installTool({
    name: 'mdn-http-observatory',
    packageFolder: fileURLToPath(new URL('./scanner/', import.meta.url)),
    packageName: '@mdn/mdn-http-observatory',
    entry: 'src/index.js',
  });
  return pathToFileURL(entry).href;
}
