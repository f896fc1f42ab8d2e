// The table of contents of a long CMS page (a legal notice, the sales conditions…): a link to
// each of its headings, plain in-page links that work without JavaScript and that the keyboard
// reaches in reading order. A page with fewer headings than MIN_HEADINGS reads without one.
import { useId } from 'react';

import type { Page } from '../../../shared/schemas/page.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { headingAnchors } from './heading-anchors.ts';

const MIN_HEADINGS = 3;

export function PageContents({ blocks }: { blocks: Page['blocks'] }) {
  const { t } = useTranslation('editorial');
  const titleId = useId();
  const anchors = headingAnchors(blocks);
  if (anchors.length < MIN_HEADINGS) return null;
  return (
    <nav className="page-contents" aria-labelledby={titleId}>
      <h2 id={titleId} className="page-contents__title">
        {t('contents')}
      </h2>
      <ol className="page-contents__list">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`}>{anchor.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
