// The customer service's hours as each locale writes them (SPEC §9; the contact page's card):
// French with spaced dashes, German with 'Uhr', Spanish without a leading zero; the German teams' hours and the Spanish day in one span, as decision 034 sets them. A
// range never breaks across lines (no-break spaces, whatever spaces the ICU version writes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { LOCALES } from '../../../config/locales.ts';
import { CUSTOMER_SERVICE_HOURS } from '../../../shared/constants.ts';
import { openingRanges, weekdayList, weekdayName } from '../../../shared/format/opening-hours.ts';

const NBSP = '\u00a0';
const DASH = '\u2013';

describe('customer service hours', () => {
  it('are written in each locale’s own way', () => {
    const written = Object.fromEntries(
      LOCALES.map((locale) => [locale, openingRanges(locale, CUSTOMER_SERVICE_HOURS[locale])]),
    );
    assert.deepEqual(written, {
      'fr-be': [`09:00${NBSP}${DASH}${NBSP}13:00`, `14:00${NBSP}${DASH}${NBSP}18:00`],
      'fr-ch': [`09:00${NBSP}${DASH}${NBSP}13:00`, `14:00${NBSP}${DASH}${NBSP}18:00`],
      'nl-be': [`09:00${DASH}13:00`, `14:00${DASH}18:00`],
      'de-ch': [`09:00${DASH}12:00${NBSP}Uhr`, `13:00${DASH}17:00${NBSP}Uhr`],
      'de-de': [`09:00${DASH}12:00${NBSP}Uhr`, `13:00${DASH}17:00${NBSP}Uhr`],
      'es-es': [`9:00${DASH}18:00`],
      'it-it': [`09:00${DASH}13:00`, `14:00${DASH}18:00`],
    });
  });

  it('name the days in the locale, as inside a sentence', () => {
    assert.deepEqual(
      LOCALES.map((locale) => [weekdayName(locale, 1), weekdayName(locale, 5)]),
      [
        ['lundi', 'vendredi'],
        ['maandag', 'vrijdag'],
        ['Montag', 'Freitag'],
        ['lundi', 'vendredi'],
        ['Montag', 'Freitag'],
        ['lunes', 'viernes'],
        ['lunedì', 'venerdì'],
      ],
    );
  });

  it('list the closed days with a capital, as at the start of a line', () => {
    assert.deepEqual(
      LOCALES.map((locale) => weekdayList(locale, [6, 7])),
      [
        'Samedi et dimanche',
        'Zaterdag en zondag',
        'Samstag und Sonntag',
        'Samedi et dimanche',
        'Samstag und Sonntag',
        'Sábado y domingo',
        'Sabato e domenica',
      ],
    );
  });
});
