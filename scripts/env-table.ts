// The README's table of environment variables, made from config/env-variables.ts, where each
// variable is described once. `npm run docs:env` writes it into README.md between the markers;
// test/scripts/env-table.test.ts fails when the README is behind.
import type { z } from 'zod';

import { docOf, environmentVariables, type EnvVariableDoc } from '../config/env-variables.ts';

export const TABLE_START = '<!-- env:start -->';
export const TABLE_END = '<!-- env:end -->';

interface Row {
  readonly names: string[];
  readonly schema: z.ZodType;
  readonly doc: EnvVariableDoc;
}

/** The table, one row per variable in the list's order; a country's variables share one row. */
export function environmentTable(): string {
  const lines = ['| variable | default | accepts | meaning |', '|---|---|---|---|'];
  for (const { names, schema, doc } of rows()) {
    const cells = [names.map(code).join(', '), shownDefault(names[0]!, schema, doc), doc.expects, doc.description];
    lines.push(`| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The README with the table between its markers replaced by the one the list makes. */
export function withEnvironmentTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md needs ${TABLE_START} and ${TABLE_END} around the table`);
  // Blank lines keep the markers out of the table when Markdown renders it.
  return `${readme.slice(0, start)}${TABLE_START}\n\n${environmentTable()}\n\n${readme.slice(end)}`;
}

/** Variables documented by the same description (SITE_URL_BE … SITE_URL_IT) are one row. */
function rows(): Row[] {
  const rows: Row[] = [];
  for (const [name, schema] of Object.entries(environmentVariables.shape)) {
    const doc = docOf(name);
    const previous = rows.at(-1);
    if (previous?.doc === doc) previous.names.push(name);
    else rows.push({ names: [name], schema, doc });
  }
  return rows;
}

/** The schema's default when it is a plain value, else what the documentation says. */
function shownDefault(name: string, schema: z.ZodType, doc: EnvVariableDoc): string {
  if (doc.shownDefault !== undefined) return doc.shownDefault;
  const unset = schema.safeParse(undefined);
  if (unset.success && unset.data === undefined) return 'unset';
  if (unset.success && ['string', 'number', 'boolean'].includes(typeof unset.data)) return code(String(unset.data));
  throw new Error(`${name}: its default is no plain value; say how the README shows it in shownDefault`);
}

function code(text: string): string {
  return `\`${text}\``;
}
