// What `npm start` runs the server with (package.json's start script): the environment it sets
// (glibc's malloc arenas) and its Node flags (the heap the process is sized for), so that `npm
// run load`, `npm run fuzz` and the peers bench measure the server as it runs in production, not
// as a bare `node` would (decision 024).
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../package.json', import.meta.url);
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

export interface StartCommand {
  /** `NAME=value` words before `node`. */
  env: Record<string, string>;
  /** The flags between `node` and the script. */
  flags: string[];
}

/** Reads `[NAME=value …] node --a --b=1 dist/server/main.js`. */
export function startCommandOf(command: string): StartCommand {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length > 0 && ASSIGNMENT.test(words[0]!)) {
    const [, name, value] = ASSIGNMENT.exec(words.shift()!)!;
    env[name!] = value!;
  }
  if (words[0] !== 'node') throw new Error(`the start script does not run node: ${command}`);
  const flags = words.slice(1).filter((word) => word.startsWith('--'));
  if (flags.length !== words.length - 2) throw new Error(`the start script is not 'node <flags> <script>': ${command}`);
  return { env, flags };
}

function startScript(): string {
  const { scripts } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { scripts: Record<string, string> };
  return scripts.start!;
}

export function startFlags(): string[] {
  return startCommandOf(startScript()).flags;
}

/** The environment npm start sets before node. */
export function startEnv(): Record<string, string> {
  return startCommandOf(startScript()).env;
}
