// One CMS page read on its own (an advice article, an innovation, an expertise, an about page,
// a news item, a legal page, a brand-corner page): eyebrow (its theme), title, date, lead,
// visual, then its body. What follows the article (related pages) comes as children.
import type { ReactNode } from 'react';

import type { Page } from '../../../shared/schemas/page.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useImageUrl } from '../../app/site.tsx';
import { PublicationDate } from '../cards/publication-date.tsx';
import { PageBlocks } from '../cms/page-blocks.tsx';
import { MAIN_HEADING_ID } from './main-heading.ts';

export interface EditorialArticleProps {
  page: Page;
  /** A line above the title: the theme or category, linked to its list when it has one. */
  eyebrow?: { label: string; href: string | null } | undefined;
  /** Articles and news show when they were published; legal and corporate pages do not. */
  dated?: boolean;
  /** Shown above the title: the preview notice. */
  notice?: ReactNode;
  children?: ReactNode;
}

export function EditorialArticle({ page, eyebrow, dated = false, notice, children }: EditorialArticleProps) {
  const { t } = useTranslation('editorial');
  const imageUrl = useImageUrl();
  return (
    <>
      {notice}
      <article className="editorial-article" aria-labelledby={MAIN_HEADING_ID}>
        <header className="editorial-article__header">
          <div className="editorial-article__heading">
            {eyebrow && (
              <p className="editorial-eyebrow">
                {eyebrow.href ? <a href={eyebrow.href}>{eyebrow.label}</a> : eyebrow.label}
              </p>
            )}
            <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
              {page.title}
            </h1>
            {dated && (
              <p className="editorial-article__date">
                {t('publishedOn')} <PublicationDate day={page.published_at} />
              </p>
            )}
            <p className="editorial-article__lead">{page.summary}</p>
          </div>
          {/* The visual shows the title again: decorative. */}
          <img
            className="editorial-article__visual"
            src={imageUrl(page.vertical_image.url)}
            alt=""
            width={600}
            height={600}
            decoding="async"
          />
        </header>
        <PageBlocks blocks={page.blocks} />
      </article>
      {children}
    </>
  );
}
