// Lighthouse is installed on first use, from the lockfile in ./tool, outside the project's
// dependencies (scripts/tools/install-tool.ts): only `npm run lighthouse` needs it. None of its
// packages has an install script, so --ignore-scripts loses nothing.
import { fileURLToPath } from 'node:url';

import { installTool } from '../tools/install-tool.ts';

/** The path of Lighthouse's command-line entry point, installing it first when missing. */
export function lighthouseCli(): string {
  return installTool({
    name: 'lighthouse',
    packageFolder: fileURLToPath(new URL('./tool/', import.meta.url)),
    packageName: 'lighthouse',
    entry: 'cli/index.js',
  });
}
