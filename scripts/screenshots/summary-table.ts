// The summary `npm run screenshots` prints: a table of screens by locale, then every problem,
// failure and reason for a screen left out, one line each.
import type { Results } from './screen-result.ts';

const CELL = 7;

function cellOf(results: Results, locale: string, screen: string): string {
  const result = results.get(locale)?.get(screen);
  if (!result) return '?';
  if (result.outcome === 'skipped') return '-';
  if (result.outcome === 'failed') return 'FAIL';
  const status = result.httpStatus === null ? 'ok' : String(result.httpStatus);
  return result.problems.length > 0 ? `${status}!` : status;
}

export function summaryTable(results: Results, locales: readonly string[], screens: readonly string[]): string {
  const nameWidth = Math.max(...screens.map((screen) => screen.length)) + 2;
  const lines = [
    `${'screen'.padEnd(nameWidth)}${locales.map((locale) => locale.padStart(CELL)).join('')}`,
    ...screens.map(
      (screen) =>
        `${screen.padEnd(nameWidth)}${locales.map((locale) => cellOf(results, locale, screen).padStart(CELL)).join('')}`,
    ),
    '',
    'Each cell: the HTTP status of the screen’s document, saved at 375 and 1280 px (ok: reached in the page, no document);',
    '! a problem found at 375 px (listed below); - left out (reason below); FAIL not saved (error below); ? never tried.',
  ];
  const notes: string[] = [];
  for (const locale of locales) {
    // The screens a locale leaves out for one reason, on one line (the shop's eight where it is closed).
    const leftOut = new Map<string, string[]>();
    for (const [screen, result] of results.get(locale) ?? []) {
      if (result.outcome === 'saved')
        for (const problem of result.problems) notes.push(`${locale} ${screen}: ${problem}`);
      else if (result.outcome === 'failed') notes.push(`${locale} ${screen}: FAILED ${result.error.split('\n')[0]}`);
      else leftOut.set(result.reason, [...(leftOut.get(result.reason) ?? []), screen]);
    }
    for (const [reason, screens] of leftOut) notes.push(`${locale} ${screens.join(', ')}: left out, ${reason}`);
  }
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}
