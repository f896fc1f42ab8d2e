import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { seededRandom } from '../helpers/random.ts';

const random = seededRandom;

const PIECES = [
  'fr',
  'nl',
  'de',
  'produits',
  'produit',
  'producten',
  'marca',
  'resultats',
  'results',
  '-p--2',
  '-p--0',
  '-r--%27',
  '-marque--x',
  '-gout--2-5',
  '%',
  '%FF',
  '%E0%A4%A',
  '..',
  '.',
  '__proto__',
  'constructor',
  'preview',
  '123',
  'questions-reponses',
  'é',
  'ＡＢ',
  '%2F%2Fevil.com',
  '\\evil.com',
  '',
  'a'.repeat(300),
  '-'.repeat(50),
  '-r--',
];

function hostilePath(next: () => number): string {
  const length = Math.floor(next() * 12);
  const parts: string[] = [];
  for (let i = 0; i < length; i++) {
    parts.push(
      next() < 0.7
        ? PIECES[Math.floor(next() * PIECES.length)]!
        : String.fromCharCode(
            ...Array.from({ length: 1 + Math.floor(next() * 8) }, () => 32 + Math.floor(next() * 0x2ff)),
          ),
    );
  }
  return (next() < 0.95 ? '/' : '') + parts.join(next() < 0.9 ? '/' : '//');
}

describe('route matching on random and hostile paths', () => {
  // A super-linear pattern would blow the timeout; the 10,000 paths take well under a second.
  it('never throws and builds back what it matches', { timeout: 60_000 }, () => {
    const router = createRouter({ tables: ALL_TABLES, brandCodes: { 'fr-be': ['biocyte'] } });
    const next = random(20261122);
    let matched = 0;
    for (let i = 0; i < 10_000; i++) {
      const path = hostilePath(next);
      const locale = router.locales[i % router.locales.length]!;
      const match = router.match(locale, path);
      if (match) {
        matched++;
        const built = router.href(match.kind, match.params, locale);
        assert.equal(router.match(locale, built!)?.kind, match.kind, `${locale} ${path} -> ${built}`);
      }
    }
    assert.ok(matched > 100, `some paths matched (${matched})`);
  });
});
