// The catalog's tables as Kysely sees them: the TypeScript shape of what catalog/store/migrations/
// creates, written once here. Flags are integers 0/1 and prices integer cents on both engines;
// days and instants are ISO text, compared as text.
import type { Generated, Kysely } from 'kysely';

type Flag = 0 | 1;

export interface CatalogDatabase {
  schema_migration: { version: number; name: string; compatible: Flag; applied_at: string };
  meta: { key: string; value: string };
  shop: { id: number; country: string; url: string };
  brand: { id: number; code: string; name: string; color: string; position: number };
  brand_text: { brand_id: number; lang: string; slug: string; baseline: string; description: string };
  faq: { id: number; owner_kind: 'brand' | 'product' | 'help'; owner_id: number | null; position: number };
  faq_text: { faq_id: number; lang: string; question: string; answer: string };
  faq_country: { faq_id: number; country: string };
  facet_value: { facet: string; id: number; parent_id: number | null; code: string | null; position: number };
  facet_value_text: { facet: string; id: number; lang: string; slug: string; label: string };
  category_closure: { ancestor_id: number; descendant_id: number };
  need: { id: number; parent_id: number | null; picto: string; position: number };
  need_text: { need_id: number; lang: string; slug: string; title: string; label: string; description: string };
  need_closure: { ancestor_id: number; descendant_id: number };
  product: {
    id: number;
    brand_id: number;
    galenic_form_id: number;
    flavour_id: number | null;
    diner_type_id: number | null;
    promoted: Flag;
    special_offer: Flag;
    is_new_formulae: Flag;
    new_from: string | null;
    new_to: string | null;
    out_of_stock: Flag;
    weight_g: number;
    volume_ml: number | null;
    duration_days: number;
    position: number;
  };
  product_text: {
    product_id: number;
    lang: string;
    slug: string;
    name: string;
    name_key: string;
    description: string;
    usage: string;
    advice: string;
    precautions: string;
    ingredients: string;
    storage: string;
    meta_description: string;
    nutrition_json: string;
    packaging_json: string;
  };
  product_country: { product_id: number; country: string; public_price_cents: number; own_price_cents: number };
  product_category: { product_id: number; category_id: number };
  product_need: { product_id: number; need_id: number; position: number };
  product_active_ingredient: { product_id: number; ingredient_id: number; position: number };
  product_conditioning: { product_id: number; id: number; units: number; price_eur_cents: number; position: number };
  product_conditioning_text: { product_id: number; conditioning_id: number; lang: string; label: string };
  product_volume_tier: { product_id: number; quantity: number; price_eur_cents: number };
  thematic: { id: number; type: string; position: number };
  thematic_text: { thematic_id: number; type: string; lang: string; slug: string; title: string; description: string };
  page: {
    id: number;
    type: string;
    theme_id: number | null;
    brand_id: number | null;
    published_at: string;
    position: number;
    draft: Generated<Flag>;
  };
  page_text: {
    page_id: number;
    lang: string;
    slug: string;
    title: string;
    summary: string;
    blocks_json: string;
    meta_description: string;
  };
  page_country: { page_id: number; country: string };
  page_need: { page_id: number; need_id: number };
  page_product: { page_id: number; product_id: number };
  menu: { code: string; lang: string; items_json: string };
  setting: { country: string; code: string; value: string };
  city: {
    id: Generated<number>;
    country: string;
    zipcode: string;
    name: string;
    name_key: string;
    lat: number;
    lng: number;
  };
  point_of_sale: {
    id: number;
    country: string;
    name: string;
    address: string;
    zipcode: string;
    city: string;
    phone: string;
    lat: number;
    lng: number;
    gives_advice: Flag;
  };
  point_of_sale_schedule: { point_of_sale_id: number; position: number; day: number; opens: string; closes: string };
  province: { id: number; code: string; name: string };
  civility: { id: number; code: 'ms' | 'mr' };
  civility_text: { civility_id: number; lang: string; label: string };
  redirection: { id: Generated<number>; country: string; from_url: string; to_url: string; status: number };
  /** PostgreSQL's search documents (SQLite has its FTS5 tables instead): one per entity and language. */
  search_document: { kind: string; lang: string; id: number; document: string };
  contact_request: {
    id: Generated<number>;
    shop_id: number;
    country: string;
    lang: string;
    locale: string;
    civility: string;
    firstname: string;
    lastname: string;
    email: string;
    address1: string;
    address2: string;
    address3: string;
    zipcode: string;
    city: string;
    visitor_country: string;
    profile: string;
    subject: string;
    message: string;
    newsletter: Flag;
    origin: string;
    created_at: string;
  };
  newsletter_signup: {
    id: Generated<number>;
    shop_id: number;
    country: string;
    lang: string;
    locale: string;
    email: string;
    city: string;
    consent: Flag;
    source: 'newsletter' | 'contact';
    contact_request_id: number | null;
    created_at: string;
  };
}

export type CatalogDb = Kysely<CatalogDatabase>;
