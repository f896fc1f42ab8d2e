// The long date written out by hand is Intl's, in every locale and month (shared/format/long-date.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { longDate } from '../../../shared/format/long-date.ts';

describe('a long date', () => {
  it('reads as Intl.DateTimeFormat writes it with dateStyle long, in UTC, for every locale and month', () => {
    for (const locale of LOCALES) {
      const { iso, language } = LOCALE_INFO[locale];
      const intl = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++)
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(2025 + (month % 3), month, day, 23, 30));
          assert.equal(longDate(date, language), intl.format(date), `${locale} ${date.toISOString()}`);
        }
    }
  });
});
