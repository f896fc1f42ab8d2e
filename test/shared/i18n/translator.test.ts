// The translator's rules (shared/i18n/translator.ts), and that what it remembers of a lookup never
// hides a text added later (the browser adds a screen's texts when its page loads).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { PartialLanguageResources } from '../../../shared/i18n/namespaces.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';

const texts = (value: unknown) => value as PartialLanguageResources;

describe('the translator', () => {
  it('finds a text by namespace and path, fills placeholders, picks plural forms and falls back to French', () => {
    const translator = createTranslator({
      language: 'it',
      resources: {
        it: texts({ common: { cart: { items_one: '{{count}} articolo', items_other: '{{count}} articoli' } } }),
        fr: texts({ common: { hello: 'Bonjour {{name}}' }, errors: { notFound: { title: 'Introuvable' } } }),
      },
    });
    assert.equal(translator.t('cart.items', { count: 1 }), '1 articolo');
    assert.equal(translator.t('cart.items', { count: 3 }), '3 articoli');
    assert.equal(translator.t('hello', { name: 'Ada' }), 'Bonjour Ada');
    assert.equal(translator.t('errors:notFound.title'), 'Introuvable');
    assert.equal(translator.t('title', { ns: 'errors' }), 'title', 'a missing key comes back as the key');
    assert.equal(translator.t('errors:nothing.here'), 'nothing.here');
  });

  it('remembers a counted text by plural category, never mixing them, and fills what it has', () => {
    const translator = createTranslator({
      language: 'fr',
      resources: {
        fr: texts({
          common: {
            cart: { items_zero: 'Aucun article', items_one: '{{count}} article', items_other: '{{count}} articles' },
            pages: { of: '{{ page }} sur {{total}} ({{page}}) {{missing}} {{ missing }}' },
          },
        }),
      },
    });
    const counted = [0, 1, 3, 1, 0, 2, 1.5, 1000, 1_000_000, 0];
    assert.deepEqual(
      counted.map((count) => translator.t('cart.items', { count })),
      [
        'Aucun article',
        '1 article',
        '3 articles',
        '1 article',
        'Aucun article',
        '2 articles',
        '1.5 article',
        '1000 articles',
        '1000000 articles',
        'Aucun article',
      ],
    );
    for (let round = 0; round < 2; round++)
      assert.equal(
        translator.t('pages.of', { page: 2, total: 5 }),
        '2 sur 5 (2) {{missing}} {{ missing }}',
        'each placeholder filled, an unknown one left as written',
      );
    assert.equal(
      translator.t('pages.of', { page: '{{total}}', total: 5 }),
      '{{total}} sur 5 ({{total}}) {{missing}} {{ missing }}',
    );
  });

  it('answers a text added after a lookup missed it, in the translator and in its other languages', () => {
    const translator = createTranslator({ language: 'nl', resources: { nl: texts({ common: {} }) } });
    const french = translator.withLanguage('fr');
    assert.equal(translator.t('forms:submit'), 'submit');
    assert.equal(translator.t('forms:submit'), 'submit', 'asked twice, missed twice');
    assert.equal(french.t('forms:submit'), 'submit');
    translator.addNamespace('nl', 'forms', { submit: 'Versturen' } as never);
    assert.equal(translator.t('forms:submit'), 'Versturen');
    translator.addNamespace('fr', 'forms', { submit: 'Envoyer' } as never);
    assert.equal(french.t('forms:submit'), 'Envoyer', 'added through a sibling translator');
  });
});
