import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDirectory = join(root, 'shared/api');

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(directory, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(directory, entry.name)]
        : [],
  );
}

describe('the API client', () => {
  it('runs in the browser: it imports no Node module and nothing of server/ or catalog/', () => {
    const files = sources(apiDirectory);
    assert.ok(files.length > 20, `expected the client's files, found ${files.length}`);
    const offending = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
        (match) => match[1] ?? match[2]!,
      );
      return imports
        .filter(
          (specifier) =>
            specifier.startsWith('node:') ||
            /(^|\/)(server|catalog)\//.test(specifier) ||
            /^(fs|path|http|https|url|buffer|process)$/.test(specifier),
        )
        .map((specifier) => `${relative(root, file)} imports ${specifier}`);
    });
    assert.deepEqual(offending, []);
  });
});
