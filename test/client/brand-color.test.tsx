// A brand's colour reaches its cards, header and product page through a class and a nonce'd
// <style>, never a style attribute, which the CSP refuses (style-src-attr 'none').
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BrandColor } from '../../client/components/brand-color.tsx';
import { BrandCard } from '../../client/components/catalog/brand-card.tsx';
import { BrandHeader } from '../../client/components/catalog/brand-header.tsx';
import type { Brand } from '../../shared/schemas/brand.ts';
import { renderView } from '../helpers/render-view.tsx';

const BRAND: Brand = {
  id: 7,
  code: 'lumina',
  name: 'Lumina',
  slug: 'lumina',
  color: '#1565c0',
  logo: { url: '/api/v1/images/brand/lumina-80.png', alt: '' },
  baseline: 'Baseline',
  description: 'Description',
};

describe("a brand's colour", () => {
  for (const [name, element] of [
    ['brand card', <BrandCard brand={BRAND} />],
    ['brand header', <BrandHeader brand={BRAND} />],
  ] as const) {
    // The nonce the <style> carries is the stream's (renderToString takes none): see test/server/render/csp-markup.test.ts.
    it(`colours the ${name} through a class and a <style> rule, with no style attribute`, () => {
      const view = renderView(element);
      assert.equal(view.container.querySelectorAll('[style]').length, 0, 'no style attribute');
      assert.ok(view.container.querySelector('.brand-color-7'), 'the element takes the brand class');
      const styles = [...view.container.ownerDocument.querySelectorAll('style')];
      assert.deepEqual(
        styles.map((style) => style.textContent),
        ['.brand-color-7{--brand-color:#1565c0}'],
      );
    });
  }

  it('is never written into a style rule unless it is a #rrggbb colour', () => {
    const view = renderView(<BrandColor brand={{ id: 7, color: 'red}body{display:none' }} />);
    assert.equal(view.container.ownerDocument.querySelectorAll('style').length, 0);
  });
});
