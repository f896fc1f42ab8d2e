// Fills the store from the seed, once. Everything happens in one BEGIN IMMEDIATE transaction
// that first reads the seed's hash from `meta`: when two processes start on a fresh DATA_DIR
// together, the second waits for the lock, finds the hash the first wrote and does nothing, so
// the file ends with exactly one copy of the seed. When the seed content has changed since the
// file was filled (a new release), the content tables are emptied and filled again in the same
// transaction; contact requests and newsletter sign-ups are not content and stay.
//
// The seed is checked while it is written: a missing translation, an unknown id or a slug used
// twice stops the seeding with a message that names the entity, and nothing is written.
import { createHash } from 'node:crypto';

import { COUNTRIES, type Country, isCountry } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import { PAGE_TYPES } from '../../shared/schemas/page.ts';
import { MENU_CODES, type MenuLink } from '../../shared/schemas/site.ts';
import { DISPLAY_CODES, type Seed } from '../seed/index.ts';
import type { Localized, SeedBlock, SeedFacetValue, SeedFaqEntry, SeedMenuLink } from '../seed/types.ts';
import { eurCents, priceCents } from './prices.ts';
import type { Store } from './store.ts';
import { foldText, LANGUAGES } from './text.ts';

/** Bump when the way the seed is stored changes, so existing files are filled again. */
export const SEED_FORMAT = 1;

export class SeedError extends Error {
  constructor(message: string) {
    super(`catalog seed: ${message}`);
    this.name = 'SeedError';
  }
}

export interface SeedReport {
  /** False when the file already held this seed. */
  seeded: boolean;
  /** True when an older seed was replaced. */
  reseeded: boolean;
  hash: string;
  counts: Record<string, number>;
}

export function seedHash(seed: Seed): string {
  return createHash('sha256')
    .update(`${SEED_FORMAT}:${JSON.stringify(seed)}`)
    .digest('hex');
}

const CONTENT_TABLES = [
  'faq_text',
  'faq_country',
  'faq',
  'product_conditioning_text',
  'product_conditioning',
  'product_volume_tier',
  'product_active_ingredient',
  'product_need',
  'product_category',
  'product_country',
  'page_product',
  'page_need',
  'page_country',
  'page_text',
  'page',
  'product_text',
  'product',
  'thematic_text',
  'thematic',
  'need_closure',
  'need_text',
  'need',
  'category_closure',
  'facet_value_text',
  'facet_value',
  'brand_text',
  'brand',
  'menu',
  'setting',
  'point_of_sale_schedule',
  'point_of_sale',
  'city',
  'province',
  'civility_text',
  'civility',
  'redirection',
  'shop',
  ...LANGUAGES.flatMap((lang) => [`product_fts_${lang}`, `page_fts_${lang}`, `need_fts_${lang}`, `brand_fts_${lang}`]),
];

export function seedStore(store: Store, seed: Seed, { now }: { now: () => Date }): SeedReport {
  const hash = seedHash(seed);
  return store.immediate(() => {
    const current = store.meta('seed_hash');
    if (current === hash) return { seeded: false, reseeded: false, hash, counts: {} };
    // Rows reference each other both ways (a need its parent, a page its theme): check the
    // keys at COMMIT, once everything is in.
    store.db.exec('PRAGMA defer_foreign_keys = ON');
    if (current !== null) for (const table of CONTENT_TABLES) store.run(`DELETE FROM ${table}`);
    const counts = writeSeed(store, seed);
    store.setMeta('seed_hash', hash);
    store.setMeta('seeded_at', now().toISOString());
    return { seeded: true, reseeded: current !== null, hash, counts };
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

function writeSeed(store: Store, seed: Seed): Record<string, number> {
  // What is being written, said in the message when SQLite refuses a row (a slug used twice…).
  let writing = 'the shops';
  const run = (sql: string, ...params: (string | number | null)[]) => {
    try {
      return store.run(sql, ...params);
    } catch (error) {
      throw new SeedError(`while writing ${writing}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  let faqId = 0;
  const writeFaq = (kind: 'brand' | 'product', ownerId: number, entries: readonly SeedFaqEntry[], where: string) => {
    entries.forEach((entry, position) => {
      faqId++;
      run('INSERT INTO faq (id, owner_kind, owner_id, position) VALUES (?, ?, ?, ?)', faqId, kind, ownerId, position);
      for (const lang of LANGUAGES) {
        run(
          'INSERT INTO faq_text (faq_id, lang, question, answer) VALUES (?, ?, ?, ?)',
          faqId,
          lang,
          text(entry.question, lang, `${where} question ${position + 1}`),
          text(entry.answer, lang, `${where} answer ${position + 1}`),
        );
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
    run('INSERT INTO shop (id, country, url) VALUES (?, ?, ?)', shop.id, shop.country, shop.url);
  }

  // Brands.
  const brands = uniqueIds(seed.brands, 'brand');
  seed.brands.forEach((brand, position) => {
    writing = `brand ${brand.id}`;
    if (!/^#[0-9a-f]{6}$/i.test(brand.color))
      throw new SeedError(`brand ${brand.id} has a colour '${brand.color}' that is not #rrggbb`);
    run(
      'INSERT INTO brand (id, code, name, color, position) VALUES (?, ?, ?, ?, ?)',
      brand.id,
      brand.code,
      brand.name,
      brand.color,
      position,
    );
    for (const lang of LANGUAGES) {
      const baseline = text(brand.baseline, lang, `brand ${brand.id} baseline`);
      run(
        'INSERT INTO brand_text (brand_id, lang, slug, baseline, description) VALUES (?, ?, ?, ?, ?)',
        brand.id,
        lang,
        text(brand.slug, lang, `brand ${brand.id} slug`),
        baseline,
        text(brand.description, lang, `brand ${brand.id} description`),
      );
      run(`INSERT INTO brand_fts_${lang} (rowid, name, baseline) VALUES (?, ?, ?)`, brand.id, brand.name, baseline);
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
      writing = `${facet} value ${value.id}`;
      const code = facet === 'display' ? DISPLAY_CODES[position]! : null;
      run(
        'INSERT INTO facet_value (facet, id, parent_id, code, position) VALUES (?, ?, ?, ?, ?)',
        facet,
        value.id,
        value.parentId ?? null,
        code,
        position,
      );
      for (const lang of LANGUAGES) {
        run(
          'INSERT INTO facet_value_text (facet, id, lang, slug, label) VALUES (?, ?, ?, ?, ?)',
          facet,
          value.id,
          lang,
          text(value.slug, lang, `${facet} ${value.id} slug`),
          text(value.label, lang, `${facet} ${value.id} label`),
        );
      }
    });
  }
  for (const [ancestor, descendant] of closure(
    new Map(taxonomy.categories.map((c) => [c.id, c.parentId])),
    'category',
  )) {
    run('INSERT INTO category_closure (ancestor_id, descendant_id) VALUES (?, ?)', ancestor, descendant);
  }
  const facetLabel = (facet: string, id: number | null, lang: Language): string =>
    id === null ? '' : text(facetIds.get(facet)!.get(id)!.label, lang, `${facet} ${id}`);
  const requireFacet = (facet: string, id: number, where: string) => {
    if (!facetIds.get(facet)!.has(id)) throw new SeedError(`${where} names an unknown ${facet} ${id}`);
  };

  // Needs.
  const needs = uniqueIds(seed.needs, 'need');
  seed.needs.forEach((need, position) => {
    writing = `need ${need.id}`;
    run(
      'INSERT INTO need (id, parent_id, picto, position) VALUES (?, ?, ?, ?)',
      need.id,
      need.parentId,
      need.picto,
      position,
    );
    for (const lang of LANGUAGES) {
      const title = text(need.title, lang, `need ${need.id} title`);
      const label = text(need.label, lang, `need ${need.id} label`);
      const description = text(need.description, lang, `need ${need.id} description`);
      run(
        'INSERT INTO need_text (need_id, lang, slug, title, label, description) VALUES (?, ?, ?, ?, ?, ?)',
        need.id,
        lang,
        text(need.slug, lang, `need ${need.id} slug`),
        title,
        label,
        description,
      );
      run(
        `INSERT INTO need_fts_${lang} (rowid, title, label, description) VALUES (?, ?, ?, ?)`,
        need.id,
        title,
        label,
        description,
      );
    }
  });
  for (const [ancestor, descendant] of closure(new Map(seed.needs.map((n) => [n.id, n.parentId])), 'need')) {
    run('INSERT INTO need_closure (ancestor_id, descendant_id) VALUES (?, ?)', ancestor, descendant);
  }

  // Products.
  const products = uniqueIds(seed.products, 'product');
  seed.products.forEach((product, position) => {
    const where = `product ${product.id}`;
    writing = where;
    const brand = brands.get(product.brandId);
    if (!brand) throw new SeedError(`${where} names an unknown brand ${product.brandId}`);
    requireFacet('galenic_format', product.galenicFormId, where);
    if (product.flavourId !== null) requireFacet('flavour', product.flavourId, where);
    if (product.dinerTypeId !== null) requireFacet('diner_type', product.dinerTypeId, where);
    for (const id of product.activeIngredientIds) requireFacet('active_ingredient', id, where);
    for (const id of product.categoryIds) requireFacet('category', id, where);
    for (const id of product.needIds) if (!needs.has(id)) throw new SeedError(`${where} names an unknown need ${id}`);
    run(
      `INSERT INTO product (id, brand_id, galenic_form_id, flavour_id, diner_type_id, promoted, special_offer, is_new_formulae,
        new_from, new_to, out_of_stock, weight_g, volume_ml, duration_days, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      product.id,
      product.brandId,
      product.galenicFormId,
      product.flavourId,
      product.dinerTypeId,
      Number(product.promoted),
      Number(product.specialOffer),
      Number(product.isNewFormulae),
      product.newFrom,
      product.newTo,
      Number(product.outOfStock),
      product.weightG,
      product.volumeMl,
      product.durationDays,
      position,
    );
    for (const country of checkCountries(product.countries, where)) {
      run(
        'INSERT INTO product_country (product_id, country, public_price_cents, own_price_cents) VALUES (?, ?, ?, ?)',
        product.id,
        country,
        priceCents(country, eurCents(product.publicPriceEur)),
        priceCents(country, eurCents(product.ownPriceEur)),
      );
    }
    for (const id of new Set(product.categoryIds))
      run('INSERT INTO product_category (product_id, category_id) VALUES (?, ?)', product.id, id);
    [...new Set(product.needIds)].forEach((id, index) =>
      run('INSERT INTO product_need (product_id, need_id, position) VALUES (?, ?, ?)', product.id, id, index),
    );
    [...new Set(product.activeIngredientIds)].forEach((id, index) =>
      run(
        'INSERT INTO product_active_ingredient (product_id, ingredient_id, position) VALUES (?, ?, ?)',
        product.id,
        id,
        index,
      ),
    );
    product.conditionings.forEach((conditioning, index) => {
      run(
        'INSERT INTO product_conditioning (product_id, id, units, price_eur_cents, position) VALUES (?, ?, ?, ?, ?)',
        product.id,
        conditioning.id,
        conditioning.units,
        eurCents(conditioning.priceEur),
        index,
      );
      for (const lang of LANGUAGES)
        run(
          'INSERT INTO product_conditioning_text (product_id, conditioning_id, lang, label) VALUES (?, ?, ?, ?)',
          product.id,
          conditioning.id,
          lang,
          text(conditioning.label, lang, `${where} conditioning ${conditioning.id}`),
        );
    });
    for (const tier of product.volumeTiers)
      run(
        'INSERT INTO product_volume_tier (product_id, quantity, price_eur_cents) VALUES (?, ?, ?)',
        product.id,
        tier.quantity,
        eurCents(tier.priceEur),
      );
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
      run(
        `INSERT INTO product_text (product_id, lang, slug, name, name_key, description, usage, advice, precautions, ingredients, storage,
          meta_description, nutrition_json, packaging_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        product.id,
        lang,
        text(product.slug, lang, `${where} slug`),
        name,
        foldText(name),
        description,
        usage,
        text(product.advice, lang, `${where} advice`),
        text(product.precautions, lang, `${where} precautions`),
        ingredients,
        text(product.storage, lang, `${where} storage`),
        text(product.metaDescription, lang, `${where} meta description`),
        JSON.stringify(nutrition),
        JSON.stringify(packaging),
      );
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
      run(
        `INSERT INTO product_fts_${lang} (rowid, name, brand, keywords, body) VALUES (?, ?, ?, ?, ?)`,
        product.id,
        name,
        brand.name,
        keywords,
        `${description} ${ingredients} ${usage}`,
      );
    }
  });

  // Thematics.
  const thematics = uniqueIds(seed.thematics, 'thematic');
  seed.thematics.forEach((thematic, position) => {
    writing = `thematic ${thematic.id}`;
    if (!(PAGE_TYPES as readonly string[]).includes(thematic.type))
      throw new SeedError(`thematic ${thematic.id} has an unknown type '${thematic.type}'`);
    run('INSERT INTO thematic (id, type, position) VALUES (?, ?, ?)', thematic.id, thematic.type, position);
    for (const lang of LANGUAGES) {
      run(
        'INSERT INTO thematic_text (thematic_id, type, lang, slug, title, description) VALUES (?, ?, ?, ?, ?, ?)',
        thematic.id,
        thematic.type,
        lang,
        text(thematic.slug, lang, `thematic ${thematic.id} slug`),
        text(thematic.title, lang, `thematic ${thematic.id} title`),
        text(thematic.description, lang, `thematic ${thematic.id} description`),
      );
    }
  });

  // Pages: a slug is unique per language among the pages of a country.
  uniqueIds(seed.pages, 'page');
  const pageSlugs = new Map<string, number>();
  seed.pages.forEach((page, position) => {
    const where = `page ${page.id}`;
    writing = where;
    if (!(PAGE_TYPES as readonly string[]).includes(page.type))
      throw new SeedError(`${where} has an unknown type '${page.type}'`);
    if (page.themeId !== null && !thematics.has(page.themeId))
      throw new SeedError(`${where} names an unknown thematic ${page.themeId}`);
    if (page.brandId !== null && !brands.has(page.brandId))
      throw new SeedError(`${where} names an unknown brand ${page.brandId}`);
    if (!/^\d{4}-\d{2}-\d{2}/.test(page.publishedAt))
      throw new SeedError(`${where} has a publication date '${page.publishedAt}' that is not YYYY-MM-DD`);
    run(
      'INSERT INTO page (id, type, theme_id, brand_id, published_at, draft, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
      page.id,
      page.type,
      page.themeId,
      page.brandId,
      page.publishedAt.slice(0, 10),
      page.draft ? 1 : 0,
      page.order ?? position,
    );
    const countries = checkCountries(page.countries, where);
    for (const country of countries) run('INSERT INTO page_country (page_id, country) VALUES (?, ?)', page.id, country);
    for (const id of new Set(page.needIds)) {
      if (!needs.has(id)) throw new SeedError(`${where} names an unknown need ${id}`);
      run('INSERT INTO page_need (page_id, need_id) VALUES (?, ?)', page.id, id);
    }
    for (const id of new Set(page.productIds)) {
      if (!products.has(id)) throw new SeedError(`${where} names an unknown product ${id}`);
      run('INSERT INTO page_product (page_id, product_id) VALUES (?, ?)', page.id, id);
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
      run(
        'INSERT INTO page_text (page_id, lang, slug, title, summary, blocks_json, meta_description) VALUES (?, ?, ?, ?, ?, ?, ?)',
        page.id,
        lang,
        slug,
        title,
        summary,
        JSON.stringify(blocks),
        text(page.metaDescription, lang, `${where} meta description`),
      );
      run(
        `INSERT INTO page_fts_${lang} (rowid, title, summary, body) VALUES (?, ?, ?, ?)`,
        page.id,
        title,
        summary,
        blocksText(blocks),
      );
    }
  });

  // Online help.
  writing = 'the online help';
  const help = seed.onlineHelp
    .map((entry, index) => ({ entry, index, order: entry.order ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  help.forEach(({ entry, index }, position) => {
    const where = `help entry ${entry.id ?? index + 1}`;
    faqId++;
    run("INSERT INTO faq (id, owner_kind, owner_id, position) VALUES (?, 'help', NULL, ?)", faqId, position);
    for (const lang of LANGUAGES)
      run(
        'INSERT INTO faq_text (faq_id, lang, question, answer) VALUES (?, ?, ?, ?)',
        faqId,
        lang,
        text(entry.question, lang, `${where} question`),
        text(entry.answer, lang, `${where} answer`),
      );
    for (const country of checkCountries(entry.countries ?? [], where))
      run('INSERT INTO faq_country (faq_id, country) VALUES (?, ?)', faqId, country);
  });

  // Menus, resolved per language.
  writing = 'the menus';
  const link = (item: SeedMenuLink, lang: Language, where: string): MenuLink => ({
    label: text(item.label, lang, `${where} label`),
    code: item.code,
    slug: item.slug === null ? null : text(item.slug, lang, `${where} slug`),
    separate_after: item.separateAfter,
    childs: item.children.map((child, index) => link(child, lang, `${where}.${index + 1}`)),
  });
  for (const code of MENU_CODES) {
    const items = seed.menus[code] ?? [];
    for (const lang of LANGUAGES)
      run(
        'INSERT INTO menu (code, lang, items_json) VALUES (?, ?, ?)',
        code,
        lang,
        JSON.stringify(items.map((item, index) => link(item, lang, `menu ${code} link ${index + 1}`))),
      );
  }

  // Settings.
  writing = 'the settings';
  let settings = 0;
  for (const country of COUNTRIES) {
    for (const [code, value] of Object.entries(seed.settings[country] ?? {})) {
      run('INSERT INTO setting (country, code, value) VALUES (?, ?, ?)', country, code, value);
      settings++;
    }
  }

  // Store locator, civilities, redirections.
  writing = 'the store locator';
  for (const city of seed.cities) {
    checkCountries([city.country], `city ${city.zipcode} ${city.name}`);
    run(
      'INSERT INTO city (country, zipcode, name, name_key, lat, lng) VALUES (?, ?, ?, ?, ?, ?)',
      city.country,
      city.zipcode,
      city.name,
      foldText(city.name),
      city.lat,
      city.lng,
    );
  }
  uniqueIds(seed.pointsOfSale, 'point of sale');
  for (const pos of seed.pointsOfSale) {
    checkCountries([pos.country], `point of sale ${pos.id}`);
    run(
      'INSERT INTO point_of_sale (id, country, name, address, zipcode, city, phone, lat, lng, gives_advice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      pos.id,
      pos.country,
      pos.name,
      pos.address,
      pos.zipcode,
      pos.city,
      pos.phone,
      pos.lat,
      pos.lng,
      Number(pos.givesAdvice),
    );
    pos.schedules.forEach((slot, index) =>
      run(
        'INSERT INTO point_of_sale_schedule (point_of_sale_id, position, day, opens, closes) VALUES (?, ?, ?, ?, ?)',
        pos.id,
        index,
        slot.day,
        slot.opens,
        slot.closes,
      ),
    );
  }
  uniqueIds(seed.provinces, 'province');
  for (const province of seed.provinces)
    run('INSERT INTO province (id, code, name) VALUES (?, ?, ?)', province.id, province.code, province.name);
  writing = 'the civilities';
  uniqueIds(seed.civilities, 'civility');
  for (const civility of seed.civilities) {
    run('INSERT INTO civility (id, code) VALUES (?, ?)', civility.id, civility.code);
    for (const lang of LANGUAGES)
      run(
        'INSERT INTO civility_text (civility_id, lang, label) VALUES (?, ?, ?)',
        civility.id,
        lang,
        text(civility.label, lang, `civility ${civility.code}`),
      );
  }
  writing = 'the redirections';
  for (const rule of seed.redirections) {
    checkCountries([rule.country], `redirection from ${rule.from}`);
    run(
      'INSERT INTO redirection (country, from_url, to_url, status) VALUES (?, ?, ?, ?)',
      rule.country,
      rule.from,
      rule.to,
      rule.status,
    );
  }

  return {
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
  };
}
