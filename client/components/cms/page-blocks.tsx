// The body of a CMS page (advice, innovation, expertise, about, news, legal…): its blocks in
// order, as text React escapes. Content never carries raw HTML (shared/schemas/page.ts). Each
// heading carries the id its table of contents links to (heading-anchors.ts).
import type { Page } from '../../../shared/schemas/page.ts';
import { headingAnchors } from './heading-anchors.ts';

export function PageBlocks({ blocks }: { blocks: Page['blocks'] }) {
  const anchors = new Map(headingAnchors(blocks).map((anchor) => [anchor.index, anchor.id]));
  return (
    <div className="page-blocks">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} id={anchors.get(index)}>
                {block.text}
              </h2>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
