// How a header panel sorts a menu entry's links (client/app/chrome/menu-entries.ts): links with
// links of their own are columns, a link with a picture is the featured one, the rest shortcuts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { type MenuEntry, panelParts } from '../../client/app/chrome/menu-entries.ts';
import type { MenuLink } from '../../shared/schemas/site.ts';

const link = (label: string, extra: Partial<MenuLink> = {}): MenuLink => ({
  label,
  code: 'products',
  slug: null,
  separate_after: false,
  childs: [],
  ...extra,
});
const entry = (label: string, children: MenuEntry[] = [], extra: Partial<MenuLink> = {}): MenuEntry => ({
  link: link(label, extra),
  href: `/${label}`,
  children,
});

describe('a panel of the header menu', () => {
  it('shows links with links of their own as columns, the pictured link as featured, the rest as shortcuts, in order', () => {
    const brands = entry('brands', [entry('symbiora')]);
    const needs = entry('needs', [entry('sleep'), entry('digestion')]);
    const product = entry('product', [], { image: { url: '/api/v1/media/products/8-140.png', alt: 'product' } });
    const all = entry('all');
    const quiz = entry('quiz');
    assert.deepEqual(panelParts([brands, all, product, needs, quiz]), {
      columns: [brands, needs],
      featured: [product],
      shortcuts: [all, quiz],
    });
  });
});
