// Builders of the seed pages: each page is written once per language in a small text format,
// turned here into frozen SeedPage records. Data in, data out; nothing else happens here.
import type { PageType } from '../../../shared/schemas/page.ts';
import type { Country, Language, Localized, SeedBlock, SeedPage } from '../types.ts';

export const LANGUAGES: readonly Language[] = Object.freeze(['fr', 'nl', 'de', 'es', 'it']);
export const ALL_COUNTRIES: readonly Country[] = Object.freeze(['be', 'ch', 'de', 'es', 'it']);

/**
 * One language's text of a page. `body` is a small block format, one block per paragraph:
 * a line starting with `## ` is a heading, consecutive lines starting with `- ` form one list,
 * any other run of lines is one paragraph (its lines joined by a space); blank lines separate.
 */
export interface PageText {
  slug: string;
  title: string;
  summary: string;
  /** Defaults to the summary. */
  meta?: string;
  body: string;
}

export interface PageFacts {
  id: number;
  type: PageType;
  themeId?: number | null;
  brandId?: number | null;
  needIds?: readonly number[];
  productIds?: readonly number[];
  /** Defaults to every country. */
  countries?: readonly Country[];
  /** ISO date. */
  publishedAt: string;
  /** Not published by its editor (see SeedPage.draft); false unless said. */
  draft?: boolean;
  order: number;
}

/** Parses the block format of PageText.body; throws on text it cannot read. */
export function parseBlocks(body: string): readonly SeedBlock[] {
  const blocks: SeedBlock[] = [];
  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  const close = () => {
    if (paragraph) blocks.push(Object.freeze({ kind: 'paragraph', text: paragraph.join(' ') }));
    if (list) blocks.push(Object.freeze({ kind: 'list', items: Object.freeze(list) }));
    paragraph = null;
    list = null;
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
    } else if (line.startsWith('## ')) {
      close();
      blocks.push(Object.freeze({ kind: 'heading', text: line.slice(3).trim() }));
    } else if (line.startsWith('- ')) {
      if (paragraph) close();
      (list ??= []).push(line.slice(2).trim());
    } else {
      if (list) close();
      (paragraph ??= []).push(line);
    }
  }
  close();
  if (blocks.length === 0) throw new Error('a page body holds no block');
  return Object.freeze(blocks);
}

function localized<T>(texts: Readonly<Record<Language, PageText>>, pick: (text: PageText) => T): Localized<T> {
  return Object.freeze({
    fr: pick(texts.fr),
    nl: pick(texts.nl),
    de: pick(texts.de),
    es: pick(texts.es),
    it: pick(texts.it),
  });
}

/** A frozen SeedPage from its facts and its five texts. */
export function page(facts: PageFacts, texts: Readonly<Record<Language, PageText>>): SeedPage {
  return Object.freeze({
    id: facts.id,
    type: facts.type,
    themeId: facts.themeId ?? null,
    brandId: facts.brandId ?? null,
    needIds: Object.freeze([...(facts.needIds ?? [])]),
    productIds: Object.freeze([...(facts.productIds ?? [])]),
    countries: Object.freeze([...(facts.countries ?? ALL_COUNTRIES)]),
    slug: localized(texts, (text) => text.slug),
    title: localized(texts, (text) => text.title),
    summary: localized(texts, (text) => text.summary),
    blocks: localized(texts, (text) => parseBlocks(text.body)),
    metaDescription: localized(texts, (text) => text.meta ?? text.summary),
    publishedAt: facts.publishedAt,
    draft: facts.draft ?? false,
    order: facts.order,
  });
}
