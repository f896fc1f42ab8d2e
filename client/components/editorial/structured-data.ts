// The schema.org data of the editorial pages, for search engines: an Article (NewsArticle for a
// news item) on an article's page, a FAQPage on the online help. Pure data, no React.
import type { FaqEntry } from '../../../shared/schemas/brand.ts';
import type { Page } from '../../../shared/schemas/page.ts';

const SCHEMA_ORG = 'https://schema.org';

export interface ArticleJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Article' | 'NewsArticle';
  headline: string;
  description: string;
  datePublished: string;
  image: string;
  url: string;
  mainEntityOfPage: string;
  inLanguage: string;
  articleSection?: string;
  publisher: { '@type': 'Organization'; name: string };
}

/** `url` and `image` are absolute; `language` is the page's BCP 47 tag; `publisher` the site's name. */
export function articleJsonLd({
  page,
  url,
  image,
  language,
  publisher,
}: {
  page: Page;
  url: string;
  image: string;
  language: string;
  publisher: string;
}): ArticleJsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': page.type === 'news' ? 'NewsArticle' : 'Article',
    headline: page.title,
    description: page.meta_description || page.summary,
    datePublished: page.published_at,
    image,
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    ...(page.theme && { articleSection: page.theme.title }),
    publisher: { '@type': 'Organization', name: publisher },
  };
}

export interface FaqPageJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'FAQPage';
  url: string;
  mainEntity: { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }[];
}

export function faqPageJsonLd({ entries, url }: { entries: readonly FaqEntry[]; url: string }): FaqPageJsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
