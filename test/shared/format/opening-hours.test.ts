// The customer service's hours as each locale writes them (SPEC §9; the contact page's card):
// French with spaced dashes and 'et', German with 'Uhr' and 'und', Spanish without a leading
// zero; the German teams' hours and the Spanish day in one span, as decision 034 sets them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { LOCALES } from '../../../config/locales.ts';
import { CUSTOMER_SERVICE_HOURS } from '../../../shared/constants.ts';
import { openingSpans, weekdayList, weekdayName } from '../../../shared/format/opening-hours.ts';

const THIN = '\u2009';
const DASH = '\u2013';

describe('customer service hours', () => {
  it('are written in each locale’s own way', () => {
    const written = Object.fromEntries(
      LOCALES.map((locale) => [locale, openingSpans(locale, CUSTOMER_SERVICE_HOURS[locale])]),
    );
    assert.deepEqual(written, {
      'fr-be': `09:00${THIN}${DASH}${THIN}13:00 et 14:00${THIN}${DASH}${THIN}18:00`,
      'fr-ch': `09:00${THIN}${DASH}${THIN}13:00 et 14:00${THIN}${DASH}${THIN}18:00`,
      'nl-be': `09:00${DASH}13:00 en 14:00${DASH}18:00`,
      'de-ch': `09:00${DASH}12:00 Uhr und 13:00${DASH}17:00 Uhr`,
      'de-de': `09:00${DASH}12:00 Uhr und 13:00${DASH}17:00 Uhr`,
      'es-es': `9:00${DASH}18:00`,
      'it-it': `09:00${DASH}13:00 e 14:00${DASH}18:00`,
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
