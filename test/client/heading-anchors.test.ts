// The ids a CMS page's table of contents links to (client/components/cms/heading-anchors.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { headingAnchors } from '../../client/components/cms/heading-anchors.ts';

describe('heading anchors', () => {
  it('are the heading words without accents or punctuation, one per heading, with the block position', () => {
    const anchors = headingAnchors([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'heading', text: 'Droit de rétractation' },
      { kind: 'list', items: ['a'] },
      { kind: 'heading', text: 'Öffnungszeiten & Preise' },
    ]);
    assert.deepEqual(anchors, [
      { index: 1, id: 'droit-de-retractation', text: 'Droit de rétractation' },
      { index: 3, id: 'offnungszeiten-preise', text: 'Öffnungszeiten & Preise' },
    ]);
  });

  it('stay unique when headings repeat, and name a wordless heading by its position', () => {
    const ids = headingAnchors([
      { kind: 'heading', text: 'Livraison' },
      { kind: 'heading', text: 'Livraison' },
      { kind: 'heading', text: '— ? —' },
    ]).map((anchor) => anchor.id);
    assert.deepEqual(ids, ['livraison', 'livraison-2', 'section-3']);
  });
});
