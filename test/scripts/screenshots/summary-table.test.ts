// The summary of `npm run screenshots`: one row per screen, one column per locale, each cell the
// screen's outcome, and under the table every problem, failure and screen left out, by name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { record, type Results } from '../../../scripts/screenshots/screen-result.ts';
import { summaryTable } from '../../../scripts/screenshots/summary-table.ts';

function results(): Results {
  const all: Results = new Map();
  record(all, 'fr-be', 'home', { outcome: 'saved', httpStatus: 200, problems: [] });
  record(all, 'fr-be', 'needs', {
    outcome: 'saved',
    httpStatus: 200,
    problems: ["heading h2: 'Confort' cut across 2 lines"],
  });
  record(all, 'it-it', 'home', { outcome: 'failed', error: 'it-it home: no answer within 60 s\nstack' });
  record(all, 'it-it', 'needs', { outcome: 'skipped', reason: 'the locale has no such page' });
  record(all, 'it-it', 'checkout', { outcome: 'saved', httpStatus: null, problems: [] });
  record(all, 'it-it', 'cart', { outcome: 'skipped', reason: 'the country does not sell online' });
  record(all, 'it-it', 'withdrawal', { outcome: 'skipped', reason: 'the country does not sell online' });
  return all;
}

const cells = (table: string, screen: string) =>
  table
    .split('\n')
    .find((line) => line.startsWith(`${screen} `))
    ?.trim()
    .split(/\s+/)
    .slice(1);

describe('the screenshots summary', () => {
  const table = summaryTable(results(), ['fr-be', 'it-it'], ['home', 'needs', 'checkout']);

  it('marks each cell with its status, a problem, a failure, a screen left out or one never tried', () => {
    assert.deepEqual(cells(table, 'home'), ['200', 'FAIL']);
    assert.deepEqual(cells(table, 'needs'), ['200!', '-']);
    assert.deepEqual(cells(table, 'checkout'), ['?', 'ok']);
  });

  it('names every problem, failure (its first line) and reason under the table', () => {
    assert.ok(table.includes("fr-be needs: heading h2: 'Confort' cut across 2 lines"), table);
    assert.ok(table.includes('it-it home: FAILED it-it home: no answer within 60 s'), table);
    assert.ok(!table.includes('stack'), table);
    assert.ok(table.includes('it-it needs: left out, the locale has no such page'), table);
  });

  it('names the screens a locale leaves out for one reason on one line', () => {
    assert.ok(table.includes('it-it cart, withdrawal: left out, the country does not sell online'), table);
  });
});
