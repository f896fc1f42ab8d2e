// The Node flags `npm start` runs the server with (package.json's start script: source maps, the
// heap the process is sized for), so that `npm run load` and `npm run fuzz` measure the server as
// it runs in production, not as a bare `node` would.
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../package.json', import.meta.url);

/** The flags between `node` and the script in a start command (`node --a --b=1 dist/server/main.js`). */
export function flagsOf(command: string): string[] {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`the start script does not run node: ${command}`);
  const flags = words.slice(1).filter((word) => word.startsWith('--'));
  if (flags.length !== words.length - 2) throw new Error(`the start script is not 'node <flags> <script>': ${command}`);
  return flags;
}

export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { scripts: Record<string, string> };
  return flagsOf(scripts.start!);
}
