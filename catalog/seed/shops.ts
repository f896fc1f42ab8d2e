// The shops of the content API (SPEC §3 'Shop', §7 GET /shop?url=): one per country, with the
// shop ids the site sends as `shop_id` (be 1, ch 2, es 3, de 4, it 5).
//
// `url` is a domain without scheme, as GET /shop?url= receives it. The seed uses the neutral
// development host names of config/countries.ts DEFAULT_COUNTRY_HOSTS (`be.localhost`…), never
// production domains. Real domains are an operations matter: in production the content API's
// GET /shop answers with the shops' real urls (ops map each production domain to its shop there).
import type { SeedShop } from './types.ts';

export const SHOPS: readonly SeedShop[] = Object.freeze([
  { id: 1, country: 'be', url: 'be.localhost' },
  { id: 2, country: 'ch', url: 'ch.localhost' },
  { id: 3, country: 'es', url: 'es.localhost' },
  { id: 4, country: 'de', url: 'de.localhost' },
  { id: 5, country: 'it', url: 'it.localhost' },
]);
