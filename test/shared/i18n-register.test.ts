// One register per language (issue 21 item 5): the site addresses its visitors formally in every
// language (French vous, Dutch u, German Sie, Spanish usted, Italian Lei). This scans every text
// of each language, the interface's resources (the e-mails' texts among them) and the seeded
// catalogue (products, needs, pages, help), for the other registers' pronouns and possessives:
// the informal singular everywhere, and the plural that Italian and Spanish would use for a
// group of visitors (Italian 'voi', Spanish 'vosotros'). Italian is also scanned for its informal
// verb forms in sentences ('sei' is left out: it is also 'six'); short button labels ('Accedi',
// 'Aggiungi al carrello', 'Torna alla home page') are the usual Italian interface wording and
// stay. A visitor's own question (a FAQ's question) may say 'vostri prodotti' to the laboratory.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { interfaceTexts, seedTexts, TEXT_LANGUAGES, type TextLanguage } from '../helpers/language-texts.ts';

type Language = TextLanguage;

/** Words of the informal singular, matched as whole words (Unicode letters around them do not count). */
const INFORMAL: Record<Language, RegExp> = {
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes|t’|t')(?!\p{L})/iu,
  nl: /(?<!\p{L})(je|jij|jou|jouw)(?!\p{L})/iu,
  de: /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu,
  es: /(?<!\p{L})(tú|tu|tus|te|ti|contigo)(?!\p{L})/iu,
  it: /(?<!\p{L})(tu|ti|te|tuo|tua|tuoi|tue|hai|puoi|vuoi|devi|scopri|scegli|inserisci|digita|usa le|approfitta|contatta|trova una|riprova tra|consigliarti|aiutarti|contattarti)(?!\p{L})/iu,
};
/** Words addressing the visitors as a group (French and German plural is the formal form itself). */
const PLURAL: Partial<Record<Language, RegExp>> = {
  nl: /(?<!\p{L})(jullie)(?!\p{L})/iu,
  es: /(?<!\p{L})(vosotros|vosotras|vuestro|vuestra|vuestros|vuestras|os)(?!\p{L})/iu,
  it: /(?<!\p{L})(voi|vostro|vostra|vostri|vostre|avete|potete|siete|chiedete|parlatene|scriveteci|scrivete|consigliarvi|inviarvi)(?!\p{L})/iu,
};
/** Italian: informal imperatives are the interface's labels when the text is this short. */
const LABEL_WORDS = 4;
/** Texts that hold such a word for another reason: a product name, a quoted term. None so far. */
const ALLOWED = new Set<string>([]);

function slips(language: Language, key: string, text: string): string[] {
  if (ALLOWED.has(`${language}:${key}`)) return [];
  const found: string[] = [];
  const informal = INFORMAL[language].exec(text);
  const isLabel = language === 'it' && text.trim().split(/\s+/).length <= LABEL_WORDS;
  if (informal && !(isLabel && !/^(tu|ti|te|tuo|tua|tuoi|tue)$/i.test(informal[1]!)))
    found.push(`${key}: «${informal[0]}» in ${JSON.stringify(text)}`);
  const visitorAsks = /(^|\.)question(\.[a-z]{2})?$/.test(key);
  const plural = visitorAsks ? null : PLURAL[language]?.exec(text);
  if (plural) found.push(`${key}: «${plural[0]}» in ${JSON.stringify(text)}`);
  return found;
}

describe('one register per language', () => {
  for (const language of TEXT_LANGUAGES) {
    it(`${language}: no interface text (nor e-mail) addresses the visitor informally`, () => {
      const found = interfaceTexts(language).flatMap(({ key, text }) => slips(language, key, text));
      assert.deepEqual(found, []);
    });

    it(`${language}: no seeded catalogue text addresses the visitor informally`, async () => {
      const found = (await seedTexts(language)).flatMap(({ key, text }) => slips(language, key, text));
      assert.deepEqual(found, []);
    });
  }
});
