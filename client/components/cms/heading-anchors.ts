// The fragment ids of a CMS page's headings, for the page's table of contents (page-contents.tsx)
// and its <h2 id>: the heading's words without accents or punctuation ('Droit de rétractation'
// -> 'droit-de-retractation'), readable in a shared link; a repeated or wordless heading gets its
// position ('section-3') or a number after its words, so every id is unique on the page.
import type { Page } from '../../../shared/schemas/page.ts';

export interface HeadingAnchor {
  /** The block's position in the page's blocks. */
  index: number;
  id: string;
  text: string;
}

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

export function headingAnchors(blocks: Page['blocks']): HeadingAnchor[] {
  const taken = new Set<string>();
  const anchors: HeadingAnchor[] = [];
  blocks.forEach((block, index) => {
    if (block.kind !== 'heading') return;
    const base = words(block.text) || `section-${anchors.length + 1}`;
    let id = base;
    for (let suffix = 2; taken.has(id); suffix++) id = `${base}-${suffix}`;
    taken.add(id);
    anchors.push({ index, id, text: block.text });
  });
  return anchors;
}
