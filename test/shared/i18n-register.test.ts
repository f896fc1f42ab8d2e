// One register per language (issue 21 item 5): the site addresses its visitors formally in every
// language (French vous, Dutch u, German Sie, Spanish usted, Italian Lei). This scans every text
// resource of each language for the other register's pronouns and possessives, and Italian for
// its informal verb forms in sentences ('sei' is left out: it is also 'six'); short button
// labels ('Accedi', 'Aggiungi al carrello', 'Torna alla home page') are the usual Italian
// interface wording and stay.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';

/** Words of the informal register, matched as whole words (Unicode letters around them do not count). */
const INFORMAL: Record<string, RegExp> = {
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes|t’|t')(?!\p{L})/iu,
  nl: /(?<!\p{L})(je|jij|jou|jouw|jullie)(?!\p{L})/iu,
  de: /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu,
  es: /(?<!\p{L})(tú|tu|tus|te|ti|contigo)(?!\p{L})/iu,
  it: /(?<!\p{L})(tu|ti|te|tuo|tua|tuoi|tue|hai|puoi|vuoi|devi|scopri|scegli|inserisci|riprova tra)(?!\p{L})/iu,
};
/** Italian: informal imperatives are the interface's labels when the text is this short. */
const LABEL_WORDS = 4;
/** Texts that hold such a word for another reason: a product name, a quoted term. None so far. */
const ALLOWED = new Set<string>([]);

function* texts(resources: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof resources === 'string') yield [path.join('.'), resources];
  else if (resources && typeof resources === 'object')
    for (const [key, value] of Object.entries(resources)) yield* texts(value, [...path, key]);
}

describe('one register per language', () => {
  for (const [language, resources] of Object.entries({ fr, nl, de, es, it: itTexts })) {
    it(`${language}: no text addresses the visitor informally`, () => {
      const found: string[] = [];
      for (const [key, text] of texts(resources)) {
        if (ALLOWED.has(`${language}:${key}`)) continue;
        const match = INFORMAL[language]!.exec(text);
        if (!match) continue;
        if (
          language === 'it' &&
          text.trim().split(/\s+/).length <= LABEL_WORDS &&
          !/^(tu|ti|te|tuo|tua|tuoi|tue)$/i.test(match[1]!)
        )
          continue;
        found.push(`${key}: «${match[0]}» in ${JSON.stringify(text)}`);
      }
      assert.deepEqual(found, []);
    });
  }
});
