// Fills the store from the seed, once per seed version (decision 021). The seed carries a
// version that each release bumps when its content changes (catalog/seed/version.ts), and the
// store keeps the version and hash of what it holds in `meta`. Everything happens in one write
// transaction that first takes the seed lock (PostgreSQL's advisory lock; SQLite's BEGIN
// IMMEDIATE) and reads them:
//   - the same hash: nothing to do (the second of two processes starting together lands here);
//   - an older version, or none: the content tables are emptied and filled again, in the same
//     transaction (readers see the old content until it commits); contact requests and
//     newsletter sign-ups are not content and stay;
//   - a newer version: a newer release wrote it, and this older one leaves it alone;
//   - the same version with other content: a seed edited without a new version (in development),
//     written as a new one; the seed-version test stops such a change from being released.
//
// The seed is checked while it is written: a missing translation, an unknown id or a slug used
// twice stops the seeding with a message that names the entity, and nothing is written.
import { createHash } from 'node:crypto';

import { type Insertable, sql } from 'kysely';

import { COUNTRIES, type Country, isCountry } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import { PAGE_TYPES } from '../../shared/schemas/page.ts';
import { MENU_CODES, type MenuLink } from '../../shared/schemas/site.ts';
import { DISPLAY_CODES, type Seed } from '../seed/index.ts';
import type { Localized, SeedBlock, SeedFacetValue, SeedFaqEntry, SeedMenuLink } from '../seed/types.ts';
import type { CatalogDatabase } from './database.ts';
import { image } from './image-urls.ts';
import { eurCents, priceCents } from './prices.ts';
import { clearSearchIndex, type SearchDocument, type SearchKind, writeSearchDocuments } from './search-index.ts';
import { checkSeedCustomers, seedCustomers } from './seed-customers.ts';
import { meta, type Queries, setMeta, type Store } from './store.ts';
import { foldText, LANGUAGES } from './text.ts';

/** Bump when the way the seed is stored changes, so existing stores are filled again. */
export const SEED_FORMAT = 2;

/** The key of PostgreSQL's advisory lock held while seeding. */
export const SEED_LOCK_KEY = 0x76_69_74_72_69_6e_66n;

export class SeedError extends Error {
  constructor(message: string) {
    super(`catalog seed: ${message}`);
    this.name = 'SeedError';
  }
}

export interface SeedReport {
  /** False when the store already held this seed, or a newer one. */
  seeded: boolean;
  /** True when an older seed was replaced. */
  reseeded: boolean;
  /** The seed version the store holds now. */
  version: number;
  /** The version of the seed given, when the store holds a newer one and kept it. */
  keptNewer?: { given: number };
  /** True when a seed of the same version but other content was replaced (an unversioned edit). */
  unversionedChange?: boolean;
  hash: string;
  counts: Record<string, number>;
}

/** The hash of the seed's content and of the way it is stored (its version aside). */
export function seedHash(seed: Seed): string {
  const { version: _version, ...content } = seed;
  return createHash('sha256')
    .update(`${SEED_FORMAT}:${JSON.stringify(content)}`)
    .digest('hex');
}

/** The content tables in the order rows go in: a row's parents before it. */
const INSERT_ORDER = [
  'shop',
  'brand',
  'brand_text',
  'faq',
  'faq_text',
  'faq_country',
  'facet_value',
  'facet_value_text',
  'category_closure',
  'need',
  'need_text',
  'need_closure',
  'product',
  'product_text',
  'product_country',
  'product_category',
  'product_need',
  'product_active_ingredient',
  'product_conditioning',
  'product_conditioning_text',
  'product_volume_tier',
  'thematic',
  'thematic_text',
  'page',
  'page_text',
  'page_country',
  'page_need',
  'page_product',
  'menu',
  'setting',
  'city',
  'point_of_sale',
  'point_of_sale_schedule',
  'province',
  'civility',
  'civility_text',
  'redirection',
] as const satisfies readonly (keyof CatalogDatabase)[];

type SeedTable = (typeof INSERT_ORDER)[number];
type SeedRows = Map<SeedTable, Insertable<CatalogDatabase[SeedTable]>[]>;
type SeedDocuments = Map<`${SearchKind}:${Language}`, SearchDocument[]>;

/** Bound parameters per INSERT, below SQLite's and PostgreSQL's limits. */
const PARAMETERS_PER_INSERT = 8_000;

async function insertRows(store: Queries, table: SeedTable, rows: readonly Insertable<CatalogDatabase[SeedTable]>[]) {
  if (rows.length === 0) return;
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += perInsert) {
    try {
      await store.db
        .insertInto(table)
        .values(rows.slice(start, start + perInsert) as never)
        .execute();
    } catch (error) {
      throw new SeedError(`while writing ${table}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export async function seedStore(store: Store, seed: Seed, { now }: { now: () => Date }): Promise<SeedReport> {
  const hash = seedHash(seed);
  // Checked and assembled before the transaction: a broken seed never takes the lock.
  const written = writeSeed(seed);
  checkSeedCustomers(seed.customers);
  return store.transaction(async (tx) => {
    if (tx.engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(tx.db);
    const currentHash = await meta(tx, 'seed_hash');
    const currentVersion = Number((await meta(tx, 'seed_version')) ?? 0);
    const report = { hash, counts: {} as Record<string, number> };
    if (currentHash === hash) return { ...report, seeded: false, reseeded: false, version: currentVersion };
    if (currentHash !== null && currentVersion > seed.version)
      return { ...report, seeded: false, reseeded: false, version: currentVersion, keptNewer: { given: seed.version } };
    // Rows reference each other both ways (a need its parent, a page its theme): SQLite checks
    // the keys at COMMIT, once everything is in; PostgreSQL as each row goes in, in INSERT_ORDER.
    if (tx.engine === 'sqlite') await sql`PRAGMA defer_foreign_keys = ON`.execute(tx.db);
    if (currentHash !== null) {
      for (const table of [...INSERT_ORDER].reverse()) await tx.db.deleteFrom(table).execute();
      await clearSearchIndex(tx, LANGUAGES);
    }
    for (const table of INSERT_ORDER) await insertRows(tx, table, written.rows.get(table)!);
    for (const [key, documents] of written.documents) {
      const [kind, lang] = key.split(':') as [SearchKind, Language];
      await writeSearchDocuments(tx, kind, lang, documents);
    }
    const customers = await seedCustomers(tx, seed.customers, now());
    await setMeta(tx, 'seed_hash', hash);
    await setMeta(tx, 'seed_version', String(seed.version));
    await setMeta(tx, 'seeded_at', now().toISOString());
    return {
      ...report,
      counts: { ...written.counts, customers },
      seeded: true,
      reseeded: currentHash !== null,
      version: seed.version,
      ...(currentHash !== null && currentVersion === seed.version && { unversionedChange: true }),
    };
  });
}

function text(value: Localized | undefined, lang: Language, where: string): string {
  const result = value?.[lang];
  if (typeof result !== 'string') throw new SeedError(`${where} has no '${lang}' text`);
  return result;
}

function checkCountries(countries: readonly string[], where: string): readonly Country[] {
  for (const country of countries)
    if (!isCountry(country)) throw new SeedError(`${where} names an unknown country '${country}'`);
  return countries as readonly Country[];
}

function uniqueIds<T extends { id: number }>(items: readonly T[], what: string): Map<number, T> {
  const byId = new Map<number, T>();
  for (const item of items) {
    if (!Number.isInteger(item.id)) throw new SeedError(`${what} with a non-integer id ${String(item.id)}`);
    if (byId.has(item.id)) throw new SeedError(`${what} id ${item.id} is used twice`);
    byId.set(item.id, item);
  }
  return byId;
}

function blocksText(blocks: readonly SeedBlock[]): string {
  return blocks.map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text)).join(' ');
}

/** Every element with itself and each ancestor: rows (ancestor, descendant). */
function closure(parents: ReadonlyMap<number, number | null>, what: string): [number, number][] {
  const rows: [number, number][] = [];
  for (const id of parents.keys()) {
    const seen = new Set<number>();
    for (let at: number | null | undefined = id; at !== null && at !== undefined; at = parents.get(at)) {
      if (seen.has(at)) throw new SeedError(`${what} ${id} is its own ancestor`);
      if (!parents.has(at)) throw new SeedError(`${what} ${id} has an unknown parent ${at}`);
      seen.add(at);
      rows.push([at, id]);
    }
  }
  return rows;
}

function writeSeed(seed: Seed): { rows: SeedRows; documents: SeedDocuments; counts: Record<string, number> } {
  const rows: SeedRows = new Map(INSERT_ORDER.map((table) => [table, []]));
  const add = <T extends SeedTable>(table: T, row: Insertable<CatalogDatabase[T]>) => rows.get(table)!.push(row);
  const documents: SeedDocuments = new Map();
  const document = (kind: SearchKind, lang: Language, id: number, fields: string[]) => {
    const key = `${kind}:${lang}` as const;
    documents.set(key, [...(documents.get(key) ?? []), { id, fields }]);
  };
  let faqId = 0;
  const writeFaq = (kind: 'brand' | 'product', ownerId: number, entries: readonly SeedFaqEntry[], where: string) => {
    entries.forEach((entry, position) => {
      faqId++;
      add('faq', { id: faqId, owner_kind: kind, owner_id: ownerId, position });
      for (const lang of LANGUAGES) {
        add('faq_text', {
          faq_id: faqId,
          lang,
          question: text(entry.question, lang, `${where} question ${position + 1}`),
          answer: text(entry.answer, lang, `${where} answer ${position + 1}`),
        });
      }
    });
  };

  // Shops: one per country.
  uniqueIds(seed.shops, 'shop');
  const shopCountries = new Set<string>();
  for (const shop of seed.shops) {
    checkCountries([shop.country], `shop ${shop.id}`);
    if (shopCountries.has(shop.country)) throw new SeedError(`two shops for country '${shop.country}'`);
    shopCountries.add(shop.country);
    add('shop', { id: shop.id, country: shop.country, url: shop.url });
  }

  // Brands.
  const brands = uniqueIds(seed.brands, 'brand');
  seed.brands.forEach((brand, position) => {
    if (!/^#[0-9a-f]{6}$/i.test(brand.color))
      throw new SeedError(`brand ${brand.id} has a colour '${brand.color}' that is not #rrggbb`);
    add('brand', { id: brand.id, code: brand.code, name: brand.name, color: brand.color, position });
    for (const lang of LANGUAGES) {
      const baseline = text(brand.baseline, lang, `brand ${brand.id} baseline`);
      add('brand_text', {
        brand_id: brand.id,
        lang,
        slug: text(brand.slug, lang, `brand ${brand.id} slug`),
        baseline,
        description: text(brand.description, lang, `brand ${brand.id} description`),
      });
      document('brand', lang, brand.id, [brand.name, baseline]);
    }
    writeFaq('brand', brand.id, brand.faq, `brand ${brand.id} FAQ`);
  });

  // Facet values, categories included.
  const taxonomy = seed.taxonomy;
  if (taxonomy.displays.length > DISPLAY_CODES.length)
    throw new SeedError(
      `TAXONOMY.displays holds ${taxonomy.displays.length} values; it has one per code: ${DISPLAY_CODES.join(', ')}`,
    );
  const facets: [string, readonly (SeedFacetValue & { parentId?: number | null })[]][] = [
    ['flavour', taxonomy.flavours],
    ['diner_type', taxonomy.dinerTypes],
    ['galenic_format', taxonomy.galenicForms],
    ['active_ingredient', taxonomy.activeIngredients],
    ['display', taxonomy.displays],
    ['category', taxonomy.categories],
  ];
  const facetIds = new Map<string, Map<number, SeedFacetValue>>();
  for (const [facet, values] of facets) {
    facetIds.set(facet, uniqueIds(values, `${facet} value`));
    values.forEach((value, position) => {
      const code = facet === 'display' ? DISPLAY_CODES[position]! : null;
      add('facet_value', { facet, id: value.id, parent_id: value.parentId ?? null, code, position });
      for (const lang of LANGUAGES) {
        add('facet_value_text', {
          facet,
          id: value.id,
          lang,
          slug: text(value.slug, lang, `${facet} ${value.id} slug`),
          label: text(value.label, lang, `${facet} ${value.id} label`),
        });
      }
    });
  }
  for (const [ancestor, descendant] of closure(
    new Map(taxonomy.categories.map((c) => [c.id, c.parentId])),
    'category',
  )) {
    add('category_closure', { ancestor_id: ancestor, descendant_id: descendant });
  }
  const facetLabel = (facet: string, id: number | null, lang: Language): string =>
    id === null ? '' : text(facetIds.get(facet)!.get(id)!.label, lang, `${facet} ${id}`);
  const requireFacet = (facet: string, id: number, where: string) => {
    if (!facetIds.get(facet)!.has(id)) throw new SeedError(`${where} names an unknown ${facet} ${id}`);
  };

  // Needs.
  const needs = uniqueIds(seed.needs, 'need');
  seed.needs.forEach((need, position) => {
    add('need', { id: need.id, parent_id: need.parentId, picto: need.picto, position });
    for (const lang of LANGUAGES) {
      const title = text(need.title, lang, `need ${need.id} title`);
      const label = text(need.label, lang, `need ${need.id} label`);
      const description = text(need.description, lang, `need ${need.id} description`);
      add('need_text', {
        need_id: need.id,
        lang,
        slug: text(need.slug, lang, `need ${need.id} slug`),
        title,
        label,
        description,
        intro: text(need.intro, lang, `need ${need.id} intro`),
      });
      document('need', lang, need.id, [title, label, description]);
    }
  });
  for (const [ancestor, descendant] of closure(new Map(seed.needs.map((n) => [n.id, n.parentId])), 'need')) {
    add('need_closure', { ancestor_id: ancestor, descendant_id: descendant });
  }
  // Parents before their sub-needs: PostgreSQL checks the parent key as each row goes in.
  const depth = (id: number): number => {
    const parent = needs.get(id)?.parentId;
    return parent === null || parent === undefined ? 0 : 1 + depth(parent);
  };
  rows.get('need')!.sort((a, b) => depth((a as { id: number }).id) - depth((b as { id: number }).id));

  // Products.
  const products = uniqueIds(seed.products, 'product');
  seed.products.forEach((product, position) => {
    const where = `product ${product.id}`;
    const brand = brands.get(product.brandId);
    if (!brand) throw new SeedError(`${where} names an unknown brand ${product.brandId}`);
    requireFacet('galenic_format', product.galenicFormId, where);
    if (product.flavourId !== null) requireFacet('flavour', product.flavourId, where);
    if (product.dinerTypeId !== null) requireFacet('diner_type', product.dinerTypeId, where);
    for (const id of product.activeIngredientIds) requireFacet('active_ingredient', id, where);
    for (const id of product.categoryIds) requireFacet('category', id, where);
    for (const id of product.needIds) if (!needs.has(id)) throw new SeedError(`${where} names an unknown need ${id}`);
    add('product', {
      id: product.id,
      brand_id: product.brandId,
      galenic_form_id: product.galenicFormId,
      flavour_id: product.flavourId,
      diner_type_id: product.dinerTypeId,
      promoted: product.promoted ? 1 : 0,
      special_offer: product.specialOffer ? 1 : 0,
      is_new_formulae: product.isNewFormulae ? 1 : 0,
      new_from: product.newFrom,
      new_to: product.newTo,
      out_of_stock: product.outOfStock ? 1 : 0,
      vegan: product.suitability.vegan ? 1 : 0,
      vegetarian: product.suitability.vegetarian ? 1 : 0,
      pregnancy: product.suitability.pregnancy,
      min_age: product.suitability.minAge,
      weight_g: product.weightG,
      volume_ml: product.volumeMl,
      duration_days: product.durationDays,
      position,
    });
    for (const country of checkCountries(product.countries, where)) {
      add('product_country', {
        product_id: product.id,
        country,
        public_price_cents: priceCents(country, eurCents(product.publicPriceEur)),
        own_price_cents: priceCents(country, eurCents(product.ownPriceEur)),
      });
    }
    for (const id of new Set(product.categoryIds)) add('product_category', { product_id: product.id, category_id: id });
    [...new Set(product.needIds)].forEach((id, index) =>
      add('product_need', { product_id: product.id, need_id: id, position: index }),
    );
    [...new Set(product.activeIngredientIds)].forEach((id, index) =>
      add('product_active_ingredient', { product_id: product.id, ingredient_id: id, position: index }),
    );
    product.conditionings.forEach((conditioning, index) => {
      add('product_conditioning', {
        product_id: product.id,
        id: conditioning.id,
        units: conditioning.units,
        price_eur_cents: eurCents(conditioning.priceEur),
        position: index,
      });
      for (const lang of LANGUAGES)
        add('product_conditioning_text', {
          product_id: product.id,
          conditioning_id: conditioning.id,
          lang,
          label: text(conditioning.label, lang, `${where} conditioning ${conditioning.id}`),
        });
    });
    for (const tier of product.volumeTiers)
      add('product_volume_tier', {
        product_id: product.id,
        quantity: tier.quantity,
        price_eur_cents: eurCents(tier.priceEur),
      });
    writeFaq('product', product.id, product.faq, `${where} FAQ`);

    for (const lang of LANGUAGES) {
      const name = text(product.name, lang, `${where} name`);
      const description = text(product.description, lang, `${where} description`);
      const ingredients = text(product.ingredients, lang, `${where} ingredients`);
      const usage = text(product.usage, lang, `${where} usage`);
      const nutrition = {
        per: text(product.nutrition.per, lang, `${where} nutrition heading`),
        rows: product.nutrition.rows.map((row, index) => ({
          label: text(row.label, lang, `${where} nutrition row ${index + 1}`),
          amount: text(row.amount, lang, `${where} nutrition row ${index + 1} amount`),
          nrv: row.nrv,
          footnotes: [...row.footnotes],
        })),
        footnotes: product.nutrition.footnotes.map((note) => ({
          mark: note.mark,
          text: text(note.text, lang, `${where} footnote ${note.mark}`),
        })),
      };
      const packaging = product.packagingSizes[lang];
      if (!Array.isArray(packaging)) throw new SeedError(`${where} has no '${lang}' packaging sizes`);
      add('product_text', {
        product_id: product.id,
        lang,
        slug: text(product.slug, lang, `${where} slug`),
        name,
        name_key: foldText(name),
        description,
        usage,
        advice: text(product.advice, lang, `${where} advice`),
        precautions: text(product.precautions, lang, `${where} precautions`),
        ingredients,
        storage: text(product.storage, lang, `${where} storage`),
        meta_description: text(product.metaDescription, lang, `${where} meta description`),
        nutrition_json: JSON.stringify(nutrition),
        packaging_json: JSON.stringify(packaging),
      });
      const keywords = [
        ...product.needIds.flatMap((id) => [
          text(needs.get(id)!.title, lang, `need ${id}`),
          text(needs.get(id)!.label, lang, `need ${id}`),
        ]),
        ...product.activeIngredientIds.map((id) => facetLabel('active_ingredient', id, lang)),
        ...product.categoryIds.map((id) => facetLabel('category', id, lang)),
        facetLabel('galenic_format', product.galenicFormId, lang),
        facetLabel('flavour', product.flavourId, lang),
      ].join(' ');
      document('product', lang, product.id, [name, brand.name, keywords, `${description} ${ingredients} ${usage}`]);
    }
  });

  // Thematics.
  const thematics = uniqueIds(seed.thematics, 'thematic');
  seed.thematics.forEach((thematic, position) => {
    if (!(PAGE_TYPES as readonly string[]).includes(thematic.type))
      throw new SeedError(`thematic ${thematic.id} has an unknown type '${thematic.type}'`);
    add('thematic', { id: thematic.id, type: thematic.type, position });
    for (const lang of LANGUAGES) {
      add('thematic_text', {
        thematic_id: thematic.id,
        type: thematic.type,
        lang,
        slug: text(thematic.slug, lang, `thematic ${thematic.id} slug`),
        title: text(thematic.title, lang, `thematic ${thematic.id} title`),
        description: text(thematic.description, lang, `thematic ${thematic.id} description`),
      });
    }
  });

  // Pages: a slug is unique per language among the pages of a country.
  uniqueIds(seed.pages, 'page');
  const pageSlugs = new Map<string, number>();
  seed.pages.forEach((page, position) => {
    const where = `page ${page.id}`;
    if (!(PAGE_TYPES as readonly string[]).includes(page.type))
      throw new SeedError(`${where} has an unknown type '${page.type}'`);
    if (page.themeId !== null && !thematics.has(page.themeId))
      throw new SeedError(`${where} names an unknown thematic ${page.themeId}`);
    if (page.brandId !== null && !brands.has(page.brandId))
      throw new SeedError(`${where} names an unknown brand ${page.brandId}`);
    if (!/^\d{4}-\d{2}-\d{2}/.test(page.publishedAt))
      throw new SeedError(`${where} has a publication date '${page.publishedAt}' that is not YYYY-MM-DD`);
    add('page', {
      id: page.id,
      type: page.type,
      theme_id: page.themeId,
      brand_id: page.brandId,
      published_at: page.publishedAt.slice(0, 10),
      draft: page.draft ? 1 : 0,
      position: page.order ?? position,
    });
    const countries = checkCountries(page.countries, where);
    for (const country of countries) add('page_country', { page_id: page.id, country });
    for (const id of new Set(page.needIds)) {
      if (!needs.has(id)) throw new SeedError(`${where} names an unknown need ${id}`);
      add('page_need', { page_id: page.id, need_id: id });
    }
    for (const id of new Set(page.productIds)) {
      if (!products.has(id)) throw new SeedError(`${where} names an unknown product ${id}`);
      add('page_product', { page_id: page.id, product_id: id });
    }
    for (const lang of LANGUAGES) {
      const slug = text(page.slug, lang, `${where} slug`);
      for (const country of countries) {
        const other = pageSlugs.get(`${country}:${lang}:${slug}`);
        if (other !== undefined)
          throw new SeedError(`pages ${other} and ${page.id} both have the ${lang} slug '${slug}' in ${country}`);
        pageSlugs.set(`${country}:${lang}:${slug}`, page.id);
      }
      const blocks = page.blocks[lang];
      if (!Array.isArray(blocks)) throw new SeedError(`${where} has no '${lang}' blocks`);
      const title = text(page.title, lang, `${where} title`);
      const summary = text(page.summary, lang, `${where} summary`);
      add('page_text', {
        page_id: page.id,
        lang,
        slug,
        title,
        summary,
        blocks_json: JSON.stringify(blocks),
        meta_description: text(page.metaDescription, lang, `${where} meta description`),
      });
      document('page', lang, page.id, [title, summary, blocksText(blocks)]);
    }
  });

  // Online help.
  const help = seed.onlineHelp
    .map((entry, index) => ({ entry, index, order: entry.order ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  help.forEach(({ entry, index }, position) => {
    const where = `help entry ${entry.id ?? index + 1}`;
    faqId++;
    add('faq', { id: faqId, owner_kind: 'help', owner_id: null, position });
    for (const lang of LANGUAGES)
      add('faq_text', {
        faq_id: faqId,
        lang,
        question: text(entry.question, lang, `${where} question`),
        answer: text(entry.answer, lang, `${where} answer`),
      });
    for (const country of checkCountries(entry.countries ?? [], where)) add('faq_country', { faq_id: faqId, country });
  });

  // Menus, resolved per language.
  const link = (item: SeedMenuLink, lang: Language, where: string): MenuLink => {
    const label = text(item.label, lang, `${where} label`);
    return {
      label,
      code: item.code,
      slug: item.slug === null ? null : text(item.slug, lang, `${where} slug`),
      separate_after: item.separateAfter,
      childs: item.children.map((child, index) => link(child, lang, `${where}.${index + 1}`)),
      ...(item.image && { image: image(item.image.kind, item.image.id, 140, label) }),
    };
  };
  for (const code of MENU_CODES) {
    const items = seed.menus[code] ?? [];
    for (const lang of LANGUAGES)
      add('menu', {
        code,
        lang,
        items_json: JSON.stringify(items.map((item, index) => link(item, lang, `menu ${code} link ${index + 1}`))),
      });
  }

  // Settings.
  let settings = 0;
  for (const country of COUNTRIES) {
    for (const [code, value] of Object.entries(seed.settings[country] ?? {})) {
      add('setting', { country, code, value });
      settings++;
    }
  }

  // Store locator, civilities, redirections.
  for (const city of seed.cities) {
    checkCountries([city.country], `city ${city.zipcode} ${city.name}`);
    add('city', {
      country: city.country,
      zipcode: city.zipcode,
      name: city.name,
      name_key: foldText(city.name),
      lat: city.lat,
      lng: city.lng,
    });
  }
  uniqueIds(seed.pointsOfSale, 'point of sale');
  for (const pos of seed.pointsOfSale) {
    checkCountries([pos.country], `point of sale ${pos.id}`);
    add('point_of_sale', {
      id: pos.id,
      country: pos.country,
      name: pos.name,
      address: pos.address,
      zipcode: pos.zipcode,
      city: pos.city,
      phone: pos.phone,
      lat: pos.lat,
      lng: pos.lng,
      gives_advice: pos.givesAdvice ? 1 : 0,
    });
    pos.schedules.forEach((slot, index) =>
      add('point_of_sale_schedule', {
        point_of_sale_id: pos.id,
        position: index,
        day: slot.day,
        opens: slot.opens,
        closes: slot.closes,
      }),
    );
  }
  uniqueIds(seed.provinces, 'province');
  for (const province of seed.provinces) add('province', { id: province.id, code: province.code, name: province.name });
  uniqueIds(seed.civilities, 'civility');
  for (const civility of seed.civilities) {
    add('civility', { id: civility.id, code: civility.code });
    for (const lang of LANGUAGES)
      add('civility_text', {
        civility_id: civility.id,
        lang,
        label: text(civility.label, lang, `civility ${civility.code}`),
      });
  }
  for (const rule of seed.redirections) {
    checkCountries([rule.country], `redirection from ${rule.from}`);
    add('redirection', { country: rule.country, from_url: rule.from, to_url: rule.to, status: rule.status });
  }

  return {
    rows,
    documents,
    counts: {
      shops: seed.shops.length,
      brands: seed.brands.length,
      facetValues: facets.reduce((sum, [, values]) => sum + values.length, 0),
      needs: seed.needs.length,
      products: seed.products.length,
      thematics: seed.thematics.length,
      pages: seed.pages.length,
      faqs: faqId,
      settings,
      cities: seed.cities.length,
      pointsOfSale: seed.pointsOfSale.length,
      provinces: seed.provinces.length,
      civilities: seed.civilities.length,
      redirections: seed.redirections.length,
    },
  };
}
