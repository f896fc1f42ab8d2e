import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { internalTarget } from '../../client/app/navigation/internal-link.ts';

const current = new URL('http://it.localhost:3000/prodotti?x=1');
const plain = { button: 0, defaultPrevented: false, modified: false };
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});
const pages = (pathname: string) => pathname === '/' || pathname.startsWith('/prodott');

describe('which link clicks navigate in the browser', () => {
  it('takes a plain click on a page of the current locale, keeping query and hash', () => {
    assert.equal(
      internalTarget(plain, link('/prodotto/symbiora-equilibrio?a=1#faq'), current, pages),
      '/prodotto/symbiora-equilibrio?a=1#faq',
    );
    assert.equal(internalTarget(plain, link('http://it.localhost:3000/'), current, pages), '/');
  });

  it('leaves modified, middle and already-handled clicks to the browser', () => {
    assert.equal(internalTarget({ ...plain, modified: true }, link('/'), current, pages), null);
    assert.equal(internalTarget({ ...plain, button: 1 }, link('/'), current, pages), null);
    assert.equal(internalTarget({ ...plain, defaultPrevented: true }, link('/'), current, pages), null);
  });

  it('leaves other origins, other targets and downloads to the browser', () => {
    assert.equal(internalTarget(plain, link('https://pro.vitrine.example/login'), current, pages), null);
    assert.equal(internalTarget(plain, link('http://be.localhost:3000/fr'), current, pages), null);
    assert.equal(internalTarget(plain, link('/', { target: '_blank' }), current, pages), null);
    assert.equal(internalTarget(plain, link('/', { download: true }), current, pages), null);
    assert.equal(internalTarget(plain, link('/', { target: '_self' }), current, pages), '/');
  });

  it('leaves the API, the assets, anchors on the same page and unknown paths to the browser', () => {
    assert.equal(internalTarget(plain, link('/api/v1/images/products/8-600.png'), current, pages), null);
    assert.equal(internalTarget(plain, link('/assets/favicon.svg'), current, pages), null);
    assert.equal(internalTarget(plain, link('/prodotti?x=1#main'), current, pages), null, 'the skip link');
    assert.equal(internalTarget(plain, link('/fr/produits'), current, pages), null, 'another locale: a full page load');
  });
});
