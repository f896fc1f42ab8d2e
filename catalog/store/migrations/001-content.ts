// The content tables: every entity of the seed, normalised, with its text in one row per
// language. Slugs are unique per language and kind, except page slugs, which are unique per
// language among the pages of one country (two countries may each have their own 'legal' page);
// the seeding checks that. Prices are integer cents. Facet values of every kind share one table,
// keyed by (facet, id). Flags are integers 0/1 on both engines.
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text, real, autoId, table } = schemaTypes(engine);
  const create = (name: string) => db.schema.createTable(name);
  const index = (name: string, on: string, columns: string[]) =>
    db.schema.createIndex(name).on(on).columns(columns).execute();

  await table(
    create('meta')
      .addColumn('key', text, (c) => c.primaryKey())
      .addColumn('value', text, (c) => c.notNull()),
  ).execute();

  await table(
    create('shop')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('country', text, (c) => c.notNull().unique())
      .addColumn('url', text, (c) => c.notNull()),
  ).execute();

  await table(
    create('brand')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', text, (c) => c.notNull().unique())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('color', text, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();

  await table(
    create('brand_text')
      .addColumn('brand_id', 'integer', (c) => c.notNull().references('brand.id').onDelete('cascade'))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('slug', text, (c) => c.notNull())
      .addColumn('baseline', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('brand_text_pkey', ['brand_id', 'lang'])
      .addUniqueConstraint('brand_text_slug_key', ['lang', 'slug']),
  ).execute();

  // Questions and answers of a brand, a product, or the online help (owner_id NULL).
  await table(
    create('faq')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('owner_kind', text, (c) => c.notNull().check(sql`owner_kind in ('brand', 'product', 'help')`))
      .addColumn('owner_id', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();
  await index('faq_owner', 'faq', ['owner_kind', 'owner_id', 'position']);

  await table(
    create('faq_text')
      .addColumn('faq_id', 'integer', (c) => c.notNull().references('faq.id').onDelete('cascade'))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('question', text, (c) => c.notNull())
      .addColumn('answer', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('faq_text_pkey', ['faq_id', 'lang']),
  ).execute();

  // Help entries limited to some countries; an entry without rows here is shown everywhere.
  await table(
    create('faq_country')
      .addColumn('faq_id', 'integer', (c) => c.notNull().references('faq.id').onDelete('cascade'))
      .addColumn('country', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('faq_country_pkey', ['faq_id', 'country']),
  ).execute();

  // flavour, diner_type, galenic_format, active_ingredient, display, category.
  await table(
    create('facet_value')
      .addColumn('facet', text, (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('parent_id', 'integer')
      .addColumn('code', text)
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('facet_value_pkey', ['facet', 'id']),
  ).execute();

  await table(
    create('facet_value_text')
      .addColumn('facet', text, (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('slug', text, (c) => c.notNull())
      .addColumn('label', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('facet_value_text_pkey', ['facet', 'id', 'lang'])
      .addUniqueConstraint('facet_value_text_slug_key', ['facet', 'lang', 'slug'])
      .addForeignKeyConstraint('facet_value_text_value_fkey', ['facet', 'id'], 'facet_value', ['facet', 'id'], (f) =>
        f.onDelete('cascade'),
      ),
  ).execute();

  // Every category with itself and each descendant: a filter on a category takes its subtree.
  await table(
    create('category_closure')
      .addColumn('ancestor_id', 'integer', (c) => c.notNull())
      .addColumn('descendant_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('category_closure_pkey', ['ancestor_id', 'descendant_id']),
  ).execute();

  await table(
    create('need')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('need.id'))
      .addColumn('picto', text, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();

  await table(
    create('need_text')
      .addColumn('need_id', 'integer', (c) => c.notNull().references('need.id').onDelete('cascade'))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('slug', text, (c) => c.notNull())
      .addColumn('title', text, (c) => c.notNull())
      .addColumn('label', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('need_text_pkey', ['need_id', 'lang'])
      .addUniqueConstraint('need_text_slug_key', ['lang', 'slug']),
  ).execute();

  // Every need with itself and each sub-need: a top-level need includes its sub-needs.
  await table(
    create('need_closure')
      .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('need.id').onDelete('cascade'))
      .addColumn('descendant_id', 'integer', (c) => c.notNull().references('need.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('need_closure_pkey', ['ancestor_id', 'descendant_id']),
  ).execute();
  await index('need_closure_descendant', 'need_closure', ['descendant_id', 'ancestor_id']);

  await table(
    create('product')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('brand_id', 'integer', (c) => c.notNull().references('brand.id'))
      .addColumn('galenic_form_id', 'integer', (c) => c.notNull())
      .addColumn('flavour_id', 'integer')
      .addColumn('diner_type_id', 'integer')
      .addColumn('promoted', 'integer', (c) => c.notNull().check(flag('promoted')))
      .addColumn('special_offer', 'integer', (c) => c.notNull().check(flag('special_offer')))
      .addColumn('is_new_formulae', 'integer', (c) => c.notNull().check(flag('is_new_formulae')))
      .addColumn('new_from', text)
      .addColumn('new_to', text)
      .addColumn('out_of_stock', 'integer', (c) => c.notNull().check(flag('out_of_stock')))
      .addColumn('weight_g', real, (c) => c.notNull())
      .addColumn('volume_ml', real)
      .addColumn('duration_days', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();
  await index('product_brand', 'product', ['brand_id']);

  await table(
    create('product_text')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('slug', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      // name without accents, lower case: the name sort.
      .addColumn('name_key', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('usage', text, (c) => c.notNull())
      .addColumn('advice', text, (c) => c.notNull())
      .addColumn('precautions', text, (c) => c.notNull())
      .addColumn('ingredients', text, (c) => c.notNull())
      .addColumn('storage', text, (c) => c.notNull())
      .addColumn('meta_description', text, (c) => c.notNull())
      // The nutrition table and the packaging sizes in this language, read whole.
      .addColumn('nutrition_json', text, (c) => c.notNull())
      .addColumn('packaging_json', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_text_pkey', ['product_id', 'lang'])
      .addUniqueConstraint('product_text_slug_key', ['lang', 'slug']),
  ).execute();

  // Where a product is sold, at which prices in the country's currency (cents).
  await table(
    create('product_country')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('public_price_cents', 'integer', (c) => c.notNull().check(sql`public_price_cents >= 0`))
      .addColumn('own_price_cents', 'integer', (c) => c.notNull().check(sql`own_price_cents >= 0`))
      .addPrimaryKeyConstraint('product_country_pkey', ['product_id', 'country']),
  ).execute();
  await index('product_country_price', 'product_country', ['country', 'own_price_cents']);

  await table(
    create('product_category')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_category_pkey', ['product_id', 'category_id']),
  ).execute();
  await index('product_category_category', 'product_category', ['category_id', 'product_id']);

  await table(
    create('product_need')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('need_id', 'integer', (c) => c.notNull().references('need.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_need_pkey', ['product_id', 'need_id']),
  ).execute();
  await index('product_need_need', 'product_need', ['need_id', 'product_id']);

  await table(
    create('product_active_ingredient')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('ingredient_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_active_ingredient_pkey', ['product_id', 'ingredient_id']),
  ).execute();
  await index('product_active_ingredient_ingredient', 'product_active_ingredient', ['ingredient_id', 'product_id']);

  await table(
    create('product_conditioning')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('price_eur_cents', 'integer', (c) => c.notNull().check(sql`price_eur_cents >= 0`))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_conditioning_pkey', ['product_id', 'id']),
  ).execute();

  await table(
    create('product_conditioning_text')
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('conditioning_id', 'integer', (c) => c.notNull())
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('label', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_conditioning_text_pkey', ['product_id', 'conditioning_id', 'lang'])
      .addForeignKeyConstraint(
        'product_conditioning_text_conditioning_fkey',
        ['product_id', 'conditioning_id'],
        'product_conditioning',
        ['product_id', 'id'],
        (f) => f.onDelete('cascade'),
      ),
  ).execute();

  await table(
    create('product_volume_tier')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 2`))
      .addColumn('price_eur_cents', 'integer', (c) => c.notNull().check(sql`price_eur_cents >= 0`))
      .addPrimaryKeyConstraint('product_volume_tier_pkey', ['product_id', 'quantity']),
  ).execute();

  await table(
    create('thematic')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();

  await table(
    create('thematic_text')
      .addColumn('thematic_id', 'integer', (c) => c.notNull().references('thematic.id').onDelete('cascade'))
      // the thematic's type, repeated so a slug is unique per type and language.
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('slug', text, (c) => c.notNull())
      .addColumn('title', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('thematic_text_pkey', ['thematic_id', 'lang'])
      .addUniqueConstraint('thematic_text_slug_key', ['type', 'lang', 'slug']),
  ).execute();

  await table(
    create('page')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('theme_id', 'integer', (c) => c.references('thematic.id'))
      .addColumn('brand_id', 'integer', (c) => c.references('brand.id'))
      // ISO date; a page is published from that day on.
      .addColumn('published_at', text, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();
  await index('page_type', 'page', ['type', 'position']);

  await table(
    create('page_text')
      .addColumn('page_id', 'integer', (c) => c.notNull().references('page.id').onDelete('cascade'))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('slug', text, (c) => c.notNull())
      .addColumn('title', text, (c) => c.notNull())
      .addColumn('summary', text, (c) => c.notNull())
      .addColumn('blocks_json', text, (c) => c.notNull())
      .addColumn('meta_description', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('page_text_pkey', ['page_id', 'lang']),
  ).execute();
  await index('page_text_slug', 'page_text', ['lang', 'slug']);

  await table(
    create('page_country')
      .addColumn('page_id', 'integer', (c) => c.notNull().references('page.id').onDelete('cascade'))
      .addColumn('country', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('page_country_pkey', ['page_id', 'country']),
  ).execute();
  await index('page_country_country', 'page_country', ['country', 'page_id']);

  await table(
    create('page_need')
      .addColumn('page_id', 'integer', (c) => c.notNull().references('page.id').onDelete('cascade'))
      .addColumn('need_id', 'integer', (c) => c.notNull().references('need.id'))
      .addPrimaryKeyConstraint('page_need_pkey', ['page_id', 'need_id']),
  ).execute();
  await index('page_need_need', 'page_need', ['need_id', 'page_id']);

  await table(
    create('page_product')
      .addColumn('page_id', 'integer', (c) => c.notNull().references('page.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
      .addPrimaryKeyConstraint('page_product_pkey', ['page_id', 'product_id']),
  ).execute();
  await index('page_product_product', 'page_product', ['product_id', 'page_id']);

  // A menu in one language, resolved at seeding: { code, items } as GET /menus answers it.
  await table(
    create('menu')
      .addColumn('code', text, (c) => c.notNull())
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('items_json', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('menu_pkey', ['code', 'lang']),
  ).execute();

  await table(
    create('setting')
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('code', text, (c) => c.notNull())
      .addColumn('value', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('setting_pkey', ['country', 'code']),
  ).execute();

  await table(
    create('city')
      .addColumn('id', 'integer', autoId)
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('zipcode', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      // name without accents, lower case: search by city name.
      .addColumn('name_key', text, (c) => c.notNull())
      .addColumn('lat', real, (c) => c.notNull())
      .addColumn('lng', real, (c) => c.notNull()),
  ).execute();
  await index('city_zipcode', 'city', ['country', 'zipcode']);
  await index('city_name', 'city', ['country', 'name_key']);

  await table(
    create('point_of_sale')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('address', text, (c) => c.notNull())
      .addColumn('zipcode', text, (c) => c.notNull())
      .addColumn('city', text, (c) => c.notNull())
      .addColumn('phone', text, (c) => c.notNull())
      .addColumn('lat', real, (c) => c.notNull())
      .addColumn('lng', real, (c) => c.notNull())
      .addColumn('gives_advice', 'integer', (c) => c.notNull().check(flag('gives_advice'))),
  ).execute();
  await index('point_of_sale_country', 'point_of_sale', ['country', 'lat', 'lng']);

  await table(
    create('point_of_sale_schedule')
      .addColumn('point_of_sale_id', 'integer', (c) => c.notNull().references('point_of_sale.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull().check(sql`day between 1 and 7`))
      .addColumn('opens', text, (c) => c.notNull())
      .addColumn('closes', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('point_of_sale_schedule_pkey', ['point_of_sale_id', 'position']),
  ).execute();

  await table(
    create('province')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull()),
  ).execute();

  await table(
    create('civility')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', text, (c) =>
        c
          .notNull()
          .unique()
          .check(sql`code in ('ms', 'mr')`),
      ),
  ).execute();

  await table(
    create('civility_text')
      .addColumn('civility_id', 'integer', (c) => c.notNull().references('civility.id').onDelete('cascade'))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('label', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('civility_text_pkey', ['civility_id', 'lang']),
  ).execute();

  await table(
    create('redirection')
      .addColumn('id', 'integer', autoId)
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('from_url', text, (c) => c.notNull())
      .addColumn('to_url', text, (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addUniqueConstraint('redirection_from_key', ['country', 'from_url']),
  ).execute();
}

export const migration: Migration = { version: 1, name: 'content', compatible: false, up };
