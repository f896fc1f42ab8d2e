import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  compileRedirects,
  MISSES_KEPT,
  normalizeOrigin,
  type RedirectEngineOptions,
  RedirectRuleError,
  rewriteTargetPrefix,
  stripPathPieces,
  trimTrailingSlashes,
} from '../../redirects/engine.ts';
import { type RedirectRule, redirectTable } from '../../redirects/rule.ts';

const PROD = 'https://www.vitrine-be.example';
const DEV = 'http://be.localhost:3000';

function engine(rules: { from: string; to: string }[], options: Partial<RedirectEngineOptions> = {}) {
  return compileRedirects(redirectTable(rules), { siteUrl: PROD, ...options });
}

/** The Location for a request URL, or null when the engine lets it through. */
function locationFor(rules: ReturnType<typeof engine>, url: string): string | null {
  const parsed = /^(https?:\/\/[^/]+)([^?]*)(\?.*)?$/i.exec(url);
  assert.ok(parsed, url);
  const [, origin, path, search] = parsed;
  const answer = rules.findRedirect({
    origin: origin!,
    host: origin!.split('://')[1]!,
    path: path!,
    search: search ?? '',
  });
  if (answer) assert.equal(answer.status, 301);
  return answer?.location ?? null;
}

describe('redirect engine', () => {
  describe('a path rule', () => {
    const rules = engine([{ from: '/catalogo', to: '/prodotti' }]);

    it('answers 301 to the target on the site origin', () => {
      assert.equal(locationFor(rules, `${PROD}/catalogo`), `${PROD}/prodotti`);
    });

    it('matches on any host of the country, the target staying on the site origin', () => {
      assert.equal(locationFor(rules, 'http://vitrine-be.example/catalogo'), `${PROD}/prodotti`);
    });

    it('ignores a trailing slash on the request and on the rule', () => {
      assert.equal(locationFor(rules, `${PROD}/catalogo/`), `${PROD}/prodotti`);
      const written = engine([{ from: '/catalogo/', to: '/prodotti' }]);
      assert.equal(locationFor(written, `${PROD}/catalogo`), `${PROD}/prodotti`);
    });

    it('does not match a longer or a different path', () => {
      assert.equal(locationFor(rules, `${PROD}/catalogo/extra`), null);
      assert.equal(locationFor(rules, `${PROD}/catalog`), null);
      assert.equal(locationFor(rules, `${PROD}/Catalogo`), null);
    });
  });

  describe('relative targets', () => {
    const rules = [{ from: '/catalogo', to: '/prodotti' }];

    it('use https and the www host in a production configuration', () => {
      assert.equal(
        locationFor(engine(rules), 'http://vitrine-be.example/catalogo'),
        'https://www.vitrine-be.example/prodotti',
      );
    });

    it('keep http and the port in development', () => {
      assert.equal(locationFor(engine(rules, { siteUrl: DEV }), `${DEV}/catalogo`), `${DEV}/prodotti`);
    });
  });

  describe('a full-URL rule', () => {
    const rules = engine([
      { from: 'https://www.vitrine-old.lu/', to: '/fr' },
      { from: 'http://{host}/', to: '/fr' },
      { from: 'https://{bare}/nl', to: '/nl' },
    ]);

    it('matches its scheme, host and path only', () => {
      assert.equal(locationFor(rules, 'https://www.vitrine-old.lu/'), `${PROD}/fr`);
      assert.equal(locationFor(rules, 'https://www.vitrine-old.lu'), null, 'an empty path is not /');
      assert.equal(locationFor(rules, 'http://www.vitrine-old.lu/'), null);
      assert.equal(locationFor(rules, 'https://www.vitrine-old.lu/nl'), null);
    });

    it('expands {host} and {bare} from the site URL', () => {
      assert.equal(locationFor(rules, 'http://www.vitrine-be.example/'), `${PROD}/fr`);
      assert.equal(locationFor(rules, 'https://vitrine-be.example/nl'), `${PROD}/nl`);
      assert.equal(locationFor(rules, 'https://www.vitrine-be.example/'), null);
    });

    it('ignores case, default ports and a trailing dot in the requested host', () => {
      assert.equal(locationFor(rules, 'HTTPS://WWW.Vitrine-Old.LU.:443/'), `${PROD}/fr`);
      assert.equal(normalizeOrigin('http://Be.Localhost:80'), 'http://be.localhost');
      assert.equal(normalizeOrigin('http://[::1]:3000'), 'http://[::1]:3000');
    });

    it('is dropped when {host} or {bare} makes it the site origin itself (development)', () => {
      const dev = engine(
        [
          { from: 'http://{host}/', to: '/fr' },
          { from: 'http://{bare}/nl', to: '/nl' },
        ],
        { siteUrl: DEV },
      );
      assert.equal(dev.size, 0);
      assert.equal(locationFor(dev, `${DEV}/`), null, 'the route rules decide where / goes');
    });

    it('may name the site origin itself with {site}', () => {
      const rules = engine([{ from: '{site}/vieux', to: '/fr' }]);
      assert.equal(locationFor(rules, `${PROD}/vieux`), `${PROD}/fr`);
      assert.equal(locationFor(rules, 'http://vitrine-be.example/vieux'), null);
    });

    it('says it answered, for caching', () => {
      const answer = rules.findRedirect({
        origin: 'http://www.vitrine-be.example',
        host: 'www.vitrine-be.example',
        path: '/',
        search: '',
      });
      assert.equal(answer?.source, 'url');
      const byPath = engine([{ from: '/a', to: '/b' }]).findRedirect({
        origin: PROD,
        host: 'www.vitrine-be.example',
        path: '/a',
        search: '',
      });
      assert.equal(byPath?.source, 'path');
    });

    it('takes precedence over a path rule for the same path', () => {
      const both = engine([
        { from: '/old', to: '/fr/produits' },
        { from: 'https://www.vitrine-old.lu/old', to: '/fr' },
      ]);
      assert.equal(locationFor(both, 'https://www.vitrine-old.lu/old'), `${PROD}/fr`);
      assert.equal(locationFor(both, `${PROD}/old`), `${PROD}/fr/produits`);
    });
  });

  describe('a {slug} placeholder', () => {
    const rules = engine([
      { from: '/fr-be/produits/{slug}', to: '/fr/produit/{slug}' },
      { from: '/informazioni/{slug}', to: '/{slug}' },
      { from: '/fr-be/produits/{slug}/avis', to: '/fr/produit/{slug}/questions-reponses' },
      { from: 'https://www.vitrine-old.lu/{slug}', to: '/fr' },
    ]);

    it('carries the slug over', () => {
      assert.equal(locationFor(rules, `${PROD}/fr-be/produits/lacti-b-12`), `${PROD}/fr/produit/lacti-b-12`);
      assert.equal(locationFor(rules, `${PROD}/informazioni/chi/siamo/`), `${PROD}/chi/siamo`);
    });

    it('matches a suffix after the slug', () => {
      assert.equal(
        locationFor(rules, `${PROD}/fr-be/produits/lacti/avis`),
        `${PROD}/fr/produit/lacti/questions-reponses`,
      );
    });

    it('only takes lowercase letters, digits, dashes and inner slashes', () => {
      for (const slug of ['Lacti', 'a.b', 'a_b', 'a%2Fb', 'a//b', '', 'é']) {
        assert.equal(locationFor(rules, `${PROD}/fr-be/produits/${slug}`), null, slug);
      }
    });

    it('can drop the slug when the target has none', () => {
      assert.equal(locationFor(rules, 'https://www.vitrine-old.lu/produits/x'), `${PROD}/fr`);
    });
  });

  describe('the pieces en-ce-moment and op-dit-moment', () => {
    const rules = engine([{ from: '/fr/ancienne-promo', to: '/fr/produits' }]);

    it('are stripped with a 301', () => {
      assert.equal(locationFor(rules, `${PROD}/fr/en-ce-moment/promo`), `${PROD}/fr/promo`);
      assert.equal(locationFor(rules, `${PROD}/nl/op-dit-moment`), `${PROD}/nl`);
      assert.equal(locationFor(rules, `${PROD}/en-ce-moment`), `${PROD}/`);
      assert.equal(stripPathPieces('/fr//en-ce-moment//x/'), '/fr/x');
    });

    it('are only whole segments', () => {
      assert.equal(locationFor(rules, `${PROD}/fr/en-ce-moments`), null);
      assert.equal(locationFor(rules, `${PROD}/fr/promo-en-ce-moment`), null);
      assert.equal(stripPathPieces('/fr/produits'), null);
    });

    it('lead in one hop to the rule of the stripped path', () => {
      assert.equal(locationFor(rules, `${PROD}/fr/en-ce-moment/ancienne-promo`), `${PROD}/fr/produits`);
    });

    it('never produce a scheme-relative path', () => {
      assert.equal(locationFor(rules, `${PROD}//en-ce-moment/evil.example`), `${PROD}/evil.example`);
    });
  });

  describe('the query of a redirected request', () => {
    const rules = engine([
      { from: '/catalogo', to: '/prodotti' },
      { from: '/promo', to: '/prodotti?brand=x' },
    ]);

    it('loses its page parameter', () => {
      assert.equal(locationFor(rules, `${PROD}/catalogo?page=3`), `${PROD}/prodotti`);
      assert.equal(locationFor(rules, `${PROD}/catalogo?page=3&page=4`), `${PROD}/prodotti`);
    });

    it('keeps the other parameters, raw and in order', () => {
      assert.equal(
        locationFor(rules, `${PROD}/catalogo?utm_source=a&page=2&q=caf%C3%A9+x&pages=1`),
        `${PROD}/prodotti?utm_source=a&q=caf%C3%A9+x&pages=1`,
      );
    });

    it('is appended to a target that has a query of its own', () => {
      assert.equal(locationFor(rules, `${PROD}/promo?utm=1`), `${PROD}/prodotti?brand=x&utm=1`);
    });

    it('alone does not cause a redirect', () => {
      assert.equal(locationFor(rules, `${PROD}/prodotti?page=2`), null);
    });
  });

  describe('ROOT_REDIRECT', () => {
    const rules = engine([], { rootRedirect: '/fr/produits' });

    it('sends / to the configured page with a 301', () => {
      assert.equal(locationFor(rules, `${PROD}/`), `${PROD}/fr/produits`);
      assert.equal(locationFor(rules, `${PROD}/?utm=1&page=2`), `${PROD}/fr/produits?utm=1`);
    });

    it('leaves every other path alone', () => {
      assert.equal(locationFor(rules, `${PROD}//`), null);
      assert.equal(locationFor(rules, `${PROD}/index`), null);
      assert.equal(locationFor(rules, `${PROD}/fr`), null);
    });

    it('is refused when it is not a site path', () => {
      for (const root of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/']) {
        assert.throws(() => engine([], { rootRedirect: root }), /ROOT_REDIRECT/, root);
      }
    });
  });

  describe('loops', () => {
    it('a rule whose target is the request itself is ignored', () => {
      const rules = engine([{ from: 'http://{bare}/nl', to: '/nl' }], { siteUrl: DEV });
      assert.equal(locationFor(rules, `${DEV}/nl`), null, 'in development {bare} is the site host');
    });

    it('the next rule in precedence gets its chance', () => {
      const rules = engine([
        { from: `${'https://www.vitrine-be.example'}/a`, to: '/a' },
        { from: '/a', to: '/b' },
      ]);
      assert.equal(locationFor(rules, `${PROD}/a`), `${PROD}/b`);
    });

    it('a trailing slash is redirected once, then the target is served', () => {
      const rules = engine([{ from: '/fr', to: '/fr' }]);
      assert.equal(locationFor(rules, `${PROD}/fr/`), `${PROD}/fr`);
      assert.equal(locationFor(rules, `${PROD}/fr`), null);
    });
  });

  describe('precedence', () => {
    it('goes ops rules, then ROOT_REDIRECT, then the table', () => {
      const table = [
        { from: 'http://{host}/', to: '/fr/table' },
        { from: '/x', to: '/fr/table' },
      ];
      const extraRules = redirectTable([{ from: '/x', to: '/fr/ops' }]);
      const rules = engine(table, { rootRedirect: '/fr/root', extraRules });
      assert.equal(locationFor(rules, `${PROD}/x`), `${PROD}/fr/ops`);
      assert.equal(locationFor(rules, 'http://www.vitrine-be.example/'), `${PROD}/fr/root`);
      assert.equal(locationFor(engine(table), 'http://www.vitrine-be.example/'), `${PROD}/fr/table`);
    });

    it('lets an exact path win over a placeholder, and the most specific placeholder over others', () => {
      const rules = engine([
        { from: '/old/{slug}', to: '/fr/first/{slug}' },
        { from: '/old/{slug}/x', to: '/fr/second/{slug}' },
        { from: '/old/special', to: '/fr/exact' },
      ]);
      assert.equal(locationFor(rules, `${PROD}/old/special`), `${PROD}/fr/exact`);
      assert.equal(locationFor(rules, `${PROD}/old/a/x`), `${PROD}/fr/second/a`);
      assert.equal(locationFor(rules, `${PROD}/old/a/y`), `${PROD}/fr/first/a/y`);
    });

    it('runs the rules before stripping the pieces', () => {
      const rules = engine([{ from: '/fr/en-ce-moment', to: '/fr/promotions' }]);
      assert.equal(locationFor(rules, `${PROD}/fr/en-ce-moment`), `${PROD}/fr/promotions`);
    });
  });

  describe('compiling', () => {
    const bad = (rule: Partial<RedirectRule> & { code?: unknown }, message: RegExp) => {
      assert.throws(
        () => compileRedirects([{ code: 301, ...rule } as RedirectRule], { siteUrl: PROD }),
        (error: unknown) =>
          error instanceof RedirectRuleError &&
          message.test(error.message) &&
          error.message.includes(String(rule.from)),
        `${rule.from} -> ${rule.to}`,
      );
    };

    it('refuses a bad rule with a message naming it', () => {
      bad({ from: '/a', to: '/b', code: 302 as 301 }, /code must be 301/);
      bad({ from: 'a', to: '/b' }, /path starting with '\/'/);
      bad({ from: '//a', to: '/b' }, /single '\/'/);
      bad({ from: '/a?x=1', to: '/b' }, /query is not matched/);
      bad({ from: '/a b', to: '/b' }, /white space/);
      bad({ from: '/a/{slug}/{slug}', to: '/b' }, /more than once/);
      bad({ from: '/a', to: '/b/{slug}' }, /'from' does not/);
      bad({ from: '/a/{id}', to: '/b' }, /unknown token/);
      bad({ from: 'https://user@old.example/', to: '/b' }, /credentials/);
      bad({ from: '/a', to: 'https://evil.example/' }, /configured site/);
      bad({ from: '/a', to: '//evil.example' }, /configured site/);
      bad({ from: '/a', to: 'javascript:alert(1)' }, /configured site/);
    });

    it('lists every bad rule in one error', () => {
      assert.throws(
        () =>
          engine([
            { from: 'x', to: '/a' },
            { from: '/ok', to: '/a' },
            { from: '/y', to: 'https://evil.example/' },
          ]),
        (error: unknown) =>
          error instanceof RedirectRuleError &&
          error.problems.length === 2 &&
          /rule 1/.test(error.message) &&
          /rule 3/.test(error.message),
      );
    });

    it('refuses a duplicate from, naming both rules', () => {
      assert.throws(
        () =>
          engine([
            { from: '/a', to: '/b' },
            { from: '/a/', to: '/c' },
          ]),
        /rule 2 .*duplicate 'from', first at rule 1/,
      );
    });

    it('accepts a target on another configured site', () => {
      const rules = engine([{ from: '/it', to: 'https://www.vitrine-it.example/prodotti' }], {
        siteOrigins: ['https://www.vitrine-it.example'],
      });
      assert.equal(locationFor(rules, `${PROD}/it`), 'https://www.vitrine-it.example/prodotti');
    });

    it('counts what it compiled', () => {
      assert.equal(
        engine(
          [
            { from: '/a', to: '/b' },
            { from: '/c/{slug}', to: '/d/{slug}' },
          ],
          { rootRedirect: '/fr' },
        ).size,
        3,
      );
    });
  });

  describe('target prefixes', () => {
    it('rewrite the locale prefix of table targets for the configured reading', () => {
      const prefixes = { '/fr': '', '/nl': '/nl-be' };
      assert.equal(rewriteTargetPrefix('/fr/produit/{slug}', prefixes), '/produit/{slug}');
      assert.equal(rewriteTargetPrefix('/fr', prefixes), '/');
      assert.equal(rewriteTargetPrefix('{site}/nl/producten', prefixes), '{site}/nl-be/producten');
      assert.equal(rewriteTargetPrefix('/fresh', prefixes), '/fresh');
      assert.equal(rewriteTargetPrefix('/prodotti', prefixes), '/prodotti');
    });

    it('leave ops rules and ROOT_REDIRECT as written', () => {
      const rules = engine([{ from: '/old-a', to: '/fr/a' }], {
        targetPrefixes: { '/fr': '' },
        extraRules: redirectTable([{ from: '/b', to: '/fr/b' }]),
        rootRedirect: '/fr/c',
      });
      assert.equal(locationFor(rules, `${PROD}/old-a`), `${PROD}/a`);
      assert.equal(locationFor(rules, `${PROD}/b`), `${PROD}/fr/b`);
      assert.equal(locationFor(rules, `${PROD}/`), `${PROD}/fr/c`);
    });
  });

  it('trims trailing slashes but keeps the root', () => {
    assert.equal(trimTrailingSlashes('/a//'), '/a');
    assert.equal(trimTrailingSlashes('/'), '/');
    assert.equal(trimTrailingSlashes('//'), '/');
  });

  describe('a request that matched no rule', () => {
    it('is answered the same when asked again, and never hides a rule of another host, path or query', () => {
      const rules = engine([
        { from: 'https://www.vitrine-old.lu/produits', to: '/fr/nos-produits' },
        { from: '/fr/ancienne-page', to: '/fr/nouvelle-page' },
        { from: '/fr/en-ce-moment/promo', to: '/fr/promo' },
      ]);
      const asked = [
        [`${PROD}/produits`, null],
        ['https://www.vitrine-old.lu/produits', `${PROD}/fr/nos-produits`],
        ['http://www.vitrine-old.lu/produits', null],
        [`${PROD}/fr/ancienne-page?utm_source=x`, `${PROD}/fr/nouvelle-page?utm_source=x`],
        [`${PROD}/fr/ancienne-pages`, null],
        [`${PROD}/fr/ancienne-page`, `${PROD}/fr/nouvelle-page`],
        [`${PROD}/fr/en-ce-moment/promo`, `${PROD}/fr/promo`],
        [`${PROD}/fr/en-ce-moment/autre`, `${PROD}/fr/autre`],
      ] as const;
      for (let round = 0; round < 3; round++)
        for (const [url, location] of asked)
          assert.equal(locationFor(rules, url), location, `${url}, round ${round + 1}`);
    });

    it('is forgotten beyond the ones kept, and still answered', () => {
      const rules = engine([{ from: '/fr/ancienne-page', to: '/fr/nouvelle-page' }]);
      for (let page = 0; page <= MISSES_KEPT; page++) assert.equal(locationFor(rules, `${PROD}/fr/page-${page}`), null);
      assert.equal(locationFor(rules, `${PROD}/fr/page-0`), null);
      assert.equal(locationFor(rules, `${PROD}/fr/ancienne-page`), `${PROD}/fr/nouvelle-page`);
    });
  });
});
