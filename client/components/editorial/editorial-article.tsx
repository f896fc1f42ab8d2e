// One CMS page read on its own (an advice article, an innovation, an expertise, an about page,
// a news item, a legal page, a brand-corner page): eyebrow (its theme), title, date, lead,
// visual, then its body. What follows the article (related pages) comes as children.
// A document (legal and corporate pages) reads like a lab's legal text: no visual, its date, a
// table of contents when its headings allow one, all in a readable measure.
import type { ReactNode } from 'react';

import type { Page } from '../../../shared/schemas/page.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { PublicationDate } from '../cards/publication-date.tsx';
import { PageBlocks } from '../cms/page-blocks.tsx';
import { PageContents } from '../cms/page-contents.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { MAIN_HEADING_ID } from './main-heading.ts';

export interface EditorialArticleProps {
  page: Page;
  /** A line above the title: the theme or category, linked to its list when it has one. */
  eyebrow?: { label: string; href: string | null } | undefined;
  /** Articles and news show when they were published; legal and corporate pages do not. */
  dated?: boolean;
  /** A legal or corporate text: no decorative visual, a table of contents (see above). */
  document?: boolean;
  /** Shown above the title: the preview notice. */
  notice?: ReactNode;
  children?: ReactNode;
}

export function EditorialArticle({
  page,
  eyebrow,
  dated = false,
  document = false,
  notice,
  children,
}: EditorialArticleProps) {
  const { t } = useTranslation('editorial');
  return (
    <>
      {notice}
      <article
        className={`editorial-article${document ? ' editorial-article--document' : ''}`}
        aria-labelledby={MAIN_HEADING_ID}
      >
        <header className="editorial-article__header">
          {/* The visual illustrates the title, it tells nothing more: decorative. It comes first so
              it floats beside the title (editorial.css). */}
          {!document && (
            <ResponsiveImage
              className="editorial-article__visual"
              image={page.vertical_image}
              alt=""
              size={600}
              widths={[280, 600]}
              // editorial.css: 7rem on phones, 14rem from 767 px, 18rem from 1024 px.
              sizes="(min-width: 1024px) 18rem, (min-width: 767px) 14rem, 7rem"
            />
          )}
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
        </header>
        {document && <PageContents blocks={page.blocks} />}
        <PageBlocks blocks={page.blocks} />
      </article>
      {children}
    </>
  );
}
