// Reads the ops redirects file (REDIRECTS_FILE) once, at start-up. A file that cannot be read
// or holds a bad line stops start-up with one message listing every bad line.
import { readFileSync } from 'node:fs';

import { parseRules, rulesFormatOf } from '../redirects/parse-rules.ts';
import type { RedirectRule } from '../redirects/rule.ts';

/** Larger files are a mistake (a log, a dump), not a list of redirects. */
export const MAX_REDIRECTS_FILE_BYTES = 5 * 1024 * 1024;

export class RedirectsFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`REDIRECTS_FILE '${file}' cannot be used:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'RedirectsFileError';
  }
}

/**
 * The rules of the file, or [] when no file is configured. `siteUrls` are the configured
 * SITE_URL_<COUNTRY> values: a `to` URL must be on one of them.
 */
export function loadRedirectsFile(file: string | null, siteUrls: readonly string[]): readonly RedirectRule[] {
  if (file === null) return [];
  const format = rulesFormatOf(file);
  if (format === null) throw new RedirectsFileError(file, ['the file name must end with .json or .csv']);
  let text: string;
  try {
    const buffer = readFileSync(file);
    if (buffer.byteLength > MAX_REDIRECTS_FILE_BYTES) {
      throw new RedirectsFileError(file, [`the file is larger than ${MAX_REDIRECTS_FILE_BYTES} bytes`]);
    }
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch (error) {
    if (error instanceof RedirectsFileError) throw error;
    const reason =
      error instanceof TypeError
        ? 'the file is not UTF-8 text'
        : ((error as NodeJS.ErrnoException).code ?? String(error));
    throw new RedirectsFileError(file, [`cannot read the file: ${reason}`]);
  }
  const parsed = parseRules(text, { format, siteOrigins: siteUrls });
  if (!parsed.ok) throw new RedirectsFileError(file, parsed.errors);
  return parsed.rules;
}
