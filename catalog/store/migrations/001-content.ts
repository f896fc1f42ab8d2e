// The content tables: every entity of the seed, normalised, with its text in one row per
// language. Slugs are unique per language and kind, except page slugs, which are unique per
// language among the pages of one country (two countries may each have their own 'legal' page);
// the seeding checks that. Prices are integer cents. Facet values of every kind share one table,
// keyed by (facet, id).
import type { Migration } from '../migration.ts';

export const migration: Migration = {
  version: 1,
  name: 'content',
  sql: /* sql */ `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE shop (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL UNIQUE,
  url TEXT NOT NULL
) STRICT;

CREATE TABLE brand (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  color TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;

CREATE TABLE brand_text (
  brand_id INTEGER NOT NULL REFERENCES brand(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  baseline TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (brand_id, lang),
  UNIQUE (lang, slug)
) STRICT;

-- Questions and answers of a brand, a product, or the online help (owner_id NULL).
CREATE TABLE faq (
  id INTEGER PRIMARY KEY,
  owner_kind TEXT NOT NULL CHECK (owner_kind IN ('brand', 'product', 'help')),
  owner_id INTEGER,
  position INTEGER NOT NULL
) STRICT;
CREATE INDEX faq_owner ON faq (owner_kind, owner_id, position);

CREATE TABLE faq_text (
  faq_id INTEGER NOT NULL REFERENCES faq(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (faq_id, lang)
) STRICT;

-- Help entries limited to some countries; an entry without rows here is shown everywhere.
CREATE TABLE faq_country (
  faq_id INTEGER NOT NULL REFERENCES faq(id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  PRIMARY KEY (faq_id, country)
) STRICT;

-- flavour, diner_type, galenic_format, active_ingredient, display, category.
CREATE TABLE facet_value (
  facet TEXT NOT NULL,
  id INTEGER NOT NULL,
  parent_id INTEGER,
  code TEXT,
  position INTEGER NOT NULL,
  PRIMARY KEY (facet, id)
) STRICT;

CREATE TABLE facet_value_text (
  facet TEXT NOT NULL,
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (facet, id, lang),
  UNIQUE (facet, lang, slug),
  FOREIGN KEY (facet, id) REFERENCES facet_value(facet, id) ON DELETE CASCADE
) STRICT;

-- Every category with itself and each descendant: a filter on a category takes its subtree.
CREATE TABLE category_closure (
  ancestor_id INTEGER NOT NULL,
  descendant_id INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, descendant_id)
) STRICT;

CREATE TABLE need (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES need(id),
  picto TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;

CREATE TABLE need_text (
  need_id INTEGER NOT NULL REFERENCES need(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  label TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (need_id, lang),
  UNIQUE (lang, slug)
) STRICT;

-- Every need with itself and each sub-need: a top-level need includes its sub-needs.
CREATE TABLE need_closure (
  ancestor_id INTEGER NOT NULL REFERENCES need(id) ON DELETE CASCADE,
  descendant_id INTEGER NOT NULL REFERENCES need(id) ON DELETE CASCADE,
  PRIMARY KEY (ancestor_id, descendant_id)
) STRICT;
CREATE INDEX need_closure_descendant ON need_closure (descendant_id, ancestor_id);

CREATE TABLE product (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brand(id),
  galenic_form_id INTEGER NOT NULL,
  flavour_id INTEGER,
  diner_type_id INTEGER,
  promoted INTEGER NOT NULL CHECK (promoted IN (0, 1)),
  special_offer INTEGER NOT NULL CHECK (special_offer IN (0, 1)),
  is_new_formulae INTEGER NOT NULL CHECK (is_new_formulae IN (0, 1)),
  new_from TEXT,
  new_to TEXT,
  out_of_stock INTEGER NOT NULL CHECK (out_of_stock IN (0, 1)),
  weight_g REAL NOT NULL,
  volume_ml REAL,
  duration_days INTEGER NOT NULL,
  position INTEGER NOT NULL
) STRICT;
CREATE INDEX product_brand ON product (brand_id);

CREATE TABLE product_text (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  -- name without accents, lower case: the name sort.
  name_key TEXT NOT NULL,
  description TEXT NOT NULL,
  usage TEXT NOT NULL,
  advice TEXT NOT NULL,
  precautions TEXT NOT NULL,
  ingredients TEXT NOT NULL,
  storage TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  -- The nutrition table and the packaging sizes in this language, read whole.
  nutrition_json TEXT NOT NULL,
  packaging_json TEXT NOT NULL,
  PRIMARY KEY (product_id, lang),
  UNIQUE (lang, slug)
) STRICT;

-- Where a product is sold, at which prices in the country's currency (cents).
CREATE TABLE product_country (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  public_price_cents INTEGER NOT NULL CHECK (public_price_cents >= 0),
  own_price_cents INTEGER NOT NULL CHECK (own_price_cents >= 0),
  PRIMARY KEY (product_id, country)
) STRICT;
CREATE INDEX product_country_price ON product_country (country, own_price_cents);

CREATE TABLE product_category (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, category_id)
) STRICT;
CREATE INDEX product_category_category ON product_category (category_id, product_id);

CREATE TABLE product_need (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  need_id INTEGER NOT NULL REFERENCES need(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, need_id)
) STRICT;
CREATE INDEX product_need_need ON product_need (need_id, product_id);

CREATE TABLE product_active_ingredient (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  ingredient_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, ingredient_id)
) STRICT;
CREATE INDEX product_active_ingredient_ingredient ON product_active_ingredient (ingredient_id, product_id);

CREATE TABLE product_conditioning (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  id INTEGER NOT NULL,
  units INTEGER NOT NULL,
  price_eur_cents INTEGER NOT NULL CHECK (price_eur_cents >= 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, id)
) STRICT;

CREATE TABLE product_conditioning_text (
  product_id INTEGER NOT NULL,
  conditioning_id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (product_id, conditioning_id, lang),
  FOREIGN KEY (product_id, conditioning_id) REFERENCES product_conditioning(product_id, id) ON DELETE CASCADE
) STRICT;

CREATE TABLE product_volume_tier (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity >= 2),
  price_eur_cents INTEGER NOT NULL CHECK (price_eur_cents >= 0),
  PRIMARY KEY (product_id, quantity)
) STRICT;

CREATE TABLE thematic (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;

CREATE TABLE thematic_text (
  thematic_id INTEGER NOT NULL REFERENCES thematic(id) ON DELETE CASCADE,
  -- the thematic's type, repeated so a slug is unique per type and language.
  type TEXT NOT NULL,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (thematic_id, lang),
  UNIQUE (type, lang, slug)
) STRICT;

CREATE TABLE page (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  theme_id INTEGER REFERENCES thematic(id),
  brand_id INTEGER REFERENCES brand(id),
  -- ISO date; a page is published from that day on.
  published_at TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;
CREATE INDEX page_type ON page (type, position);

CREATE TABLE page_text (
  page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  blocks_json TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  PRIMARY KEY (page_id, lang)
) STRICT;
CREATE INDEX page_text_slug ON page_text (lang, slug);

CREATE TABLE page_country (
  page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  PRIMARY KEY (page_id, country)
) STRICT;
CREATE INDEX page_country_country ON page_country (country, page_id);

CREATE TABLE page_need (
  page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  need_id INTEGER NOT NULL REFERENCES need(id),
  PRIMARY KEY (page_id, need_id)
) STRICT;
CREATE INDEX page_need_need ON page_need (need_id, page_id);

CREATE TABLE page_product (
  page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  PRIMARY KEY (page_id, product_id)
) STRICT;
CREATE INDEX page_product_product ON page_product (product_id, page_id);

-- A menu in one language, resolved at seeding: { code, items } as GET /menus answers it.
CREATE TABLE menu (
  code TEXT NOT NULL,
  lang TEXT NOT NULL,
  items_json TEXT NOT NULL,
  PRIMARY KEY (code, lang)
) STRICT;

CREATE TABLE setting (
  country TEXT NOT NULL,
  code TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (country, code)
) STRICT;

CREATE TABLE city (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  name TEXT NOT NULL,
  -- name without accents, lower case: search by city name.
  name_key TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
) STRICT;
CREATE INDEX city_zipcode ON city (country, zipcode);
CREATE INDEX city_name ON city (country, name_key);

CREATE TABLE point_of_sale (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  city TEXT NOT NULL,
  phone TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  gives_advice INTEGER NOT NULL CHECK (gives_advice IN (0, 1))
) STRICT;
CREATE INDEX point_of_sale_country ON point_of_sale (country, lat, lng);

CREATE TABLE point_of_sale_schedule (
  point_of_sale_id INTEGER NOT NULL REFERENCES point_of_sale(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  day INTEGER NOT NULL CHECK (day BETWEEN 1 AND 7),
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  PRIMARY KEY (point_of_sale_id, position)
) STRICT;

CREATE TABLE province (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE civility (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (code IN ('ms', 'mr'))
) STRICT;

CREATE TABLE civility_text (
  civility_id INTEGER NOT NULL REFERENCES civility(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (civility_id, lang)
) STRICT;

CREATE TABLE redirection (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  from_url TEXT NOT NULL,
  to_url TEXT NOT NULL,
  status INTEGER NOT NULL,
  UNIQUE (country, from_url)
) STRICT;
`,
};
