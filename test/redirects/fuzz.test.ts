// 10,000 random and hostile URLs through the engine and the safe-target check: nothing throws,
// nothing leaves the configured sites, and catastrophic backtracking would hit the test's timeout.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { COUNTRIES } from '../../config/countries.ts';
import { compileRedirects } from '../../redirects/engine.ts';
import { LEGACY_REDIRECTS } from '../../redirects/legacy.ts';
import { redirectTable } from '../../redirects/rule.ts';
import { safeRedirectTarget } from '../../redirects/safe-target.ts';
import { seededRandom } from '../helpers/random.ts';

const RUNS = 10_000;
/** Far beyond the real cost (well under a second); a super-linear path would take minutes. */
const TIMEOUT_MS = 60_000;

const random = seededRandom;

const next = random(20240601);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2f',
  '%2F',
  '%5c',
  '%0d%0a',
  '\r\n',
  '\u0000',
  '\t',
  ' ',
  '.',
  '..',
  '@',
  ':',
  '?',
  '#',
  '&',
  'page=2',
  '{slug}',
  '{site}',
  'en-ce-moment',
  'op-dit-moment',
  'fr-be',
  'produits',
  'catalogo',
  'informazioni',
  'evil.com',
  'javascript:alert(1)',
  'https://evil.com',
  'é',
  '\u2028',
  '%',
  '%%',
  '-',
  'a'.repeat(50),
  '/'.repeat(40),
  'en-ce-moment/'.repeat(20),
  'x/'.repeat(200),
];
const HOSTS = [
  'be.localhost:3000',
  'www.vitrine-be.example',
  'vitrine-be.example',
  'www.vitrine-old.lu',
  'VITRINE-OLD.LU.',
  'evil.com',
  '',
  ':',
  '[::1]:3000',
  'be.localhost:3000@evil.com',
  'a'.repeat(300),
  'host with space',
  'h\r\nx',
  '%00',
  '..',
  'www.',
];

function hostilePath(): string {
  let path = next() < 0.9 ? '/' : '';
  const length = Math.floor(next() * 12);
  for (let index = 0; index < length; index += 1) path += pick(PIECES) + (next() < 0.5 ? '/' : '');
  return path;
}

function hostileSearch(): string {
  if (next() < 0.4) return '';
  let search = '?';
  const length = Math.floor(next() * 6);
  for (let index = 0; index < length; index += 1)
    search += `${pick(['page', 'x', 'utm', '', '=', '&'])}=${pick(PIECES)}&`;
  return search;
}

const SITES = ['https://www.vitrine-be.example', 'http://be.localhost:3000'];

describe('redirects under fuzzing', { timeout: TIMEOUT_MS }, () => {
  const engines = [
    ...COUNTRIES.map((country) =>
      compileRedirects(LEGACY_REDIRECTS[country], { siteUrl: SITES[0]!, rootRedirect: '/fr' }),
    ),
    compileRedirects(LEGACY_REDIRECTS.be, {
      siteUrl: SITES[1]!,
      extraRules: redirectTable([{ from: '/a/{slug}/b', to: '/fr/{slug}' }]),
    }),
  ];

  it(`survives ${RUNS} hostile requests through findRedirect, never leaving the sites`, () => {
    const requests = Array.from({ length: RUNS }, () => {
      const host = pick(HOSTS);
      return {
        origin: `${pick(['http', 'https', 'HTTP', 'ftp', ''])}://${host}`,
        host,
        path: hostilePath(),
        search: hostileSearch(),
      };
    });
    const answers: (string | null)[] = [];
    for (const [index, request] of requests.entries()) {
      answers.push(engines[index % engines.length]!.findRedirect(request)?.location ?? null);
    }
    for (const location of answers) {
      if (location === null) continue;
      assert.ok(
        SITES.some((site) => location.startsWith(`${site}/`)),
        location,
      );
      assert.doesNotMatch(location, /[\u0000-\u0020\\\u007f]/, JSON.stringify(location));
      const path = location.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
      assert.equal(safeRedirectTarget(path, { siteOrigins: SITES, requestUrl: '' }), path, location);
      assert.ok(SITES.includes(new URL(location).origin), location);
    }
    assert.ok(
      answers.some((location) => location !== null),
      'some requests were redirected',
    );
  });

  it(`survives ${RUNS} hostile targets through safeRedirectTarget`, () => {
    const targets = Array.from({ length: RUNS }, () => {
      const prefix = pick([
        '',
        '/',
        '//',
        'http://',
        'https://',
        'https://www.vitrine-be.example',
        'http://be.localhost:3000',
        'javascript:',
        '\\',
        ' ',
      ]);
      return prefix + (next() < 0.5 ? pick(HOSTS) : '') + hostilePath() + hostileSearch();
    });
    const accepted: string[] = [];
    for (const target of targets) {
      const safe = safeRedirectTarget(target, { siteOrigins: SITES, requestUrl: `${pick(SITES)}${hostilePath()}` });
      if (safe !== null) accepted.push(safe);
    }
    for (const target of accepted) {
      assert.doesNotMatch(target, /[\u0000-\u0020\\\u007f]/, JSON.stringify(target));
      if (target.startsWith('/')) assert.doesNotMatch(target, /^\/(\/|%2f|%5c)/i, target);
      else
        assert.ok(
          SITES.some((site) => target === site || target.startsWith(`${site}/`) || target.startsWith(`${site}?`)),
          target,
        );
      // What a browser makes of it stays on a configured site.
      const resolved = new URL(target, 'https://www.vitrine-be.example/current');
      assert.ok(['https://www.vitrine-be.example', 'http://be.localhost:3000'].includes(resolved.origin), target);
    }
  });
});
