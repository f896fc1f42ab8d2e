// Legacy 301s of Belgium (SPEC §2.2 'Legacy redirects'): the old French (/fr-be), Dutch
// (/nl-be) and Luxembourg (/fr-lu) sites to the /fr and /nl paths; the old Luxembourg domains
// to the French home; the bare domain and plain http to the /fr site on the www host; /nl on
// the bare host to the www /nl site. `www.vitrine-old.lu` and `vitrine-old.lu` are fictional
// stand-ins for the retired domains. Tokens: redirects/rule.ts.
import { redirectTable } from '../rule.ts';

export const BE_REDIRECTS = redirectTable([
  // Entry points: bare domain and plain http go to the French home on https www.
  { from: 'http://{host}/', to: '/fr' },
  { from: 'http://{bare}/', to: '/fr' },
  { from: 'https://{bare}/', to: '/fr' },
  { from: 'http://{bare}/nl', to: '/nl' },
  { from: 'https://{bare}/nl', to: '/nl' },

  // Retired Luxembourg domains: everything to the Belgian French home.
  { from: 'https://www.vitrine-old.lu/', to: '/fr' },
  { from: 'http://www.vitrine-old.lu/', to: '/fr' },
  { from: 'https://vitrine-old.lu/', to: '/fr' },
  { from: 'http://vitrine-old.lu/', to: '/fr' },
  { from: 'https://www.vitrine-old.lu/{slug}', to: '/fr' },
  { from: 'http://www.vitrine-old.lu/{slug}', to: '/fr' },
  { from: 'https://vitrine-old.lu/{slug}', to: '/fr' },
  { from: 'http://vitrine-old.lu/{slug}', to: '/fr' },

  // Old French site.
  { from: '/fr-be', to: '/fr' },
  { from: '/fr-be/produits', to: '/fr/produits' },
  { from: '/fr-be/produits/{slug}', to: '/fr/produit/{slug}' },
  { from: '/fr-be/marques', to: '/fr/marques' },
  { from: '/fr-be/marques/{slug}', to: '/fr/marque/{slug}' },
  { from: '/fr-be/besoins/{slug}', to: '/fr/besoin/{slug}' },
  { from: '/fr-be/conseils-sante/{slug}', to: '/fr/conseil/{slug}' },
  { from: '/fr-be/expertises/{slug}', to: '/fr/expertise/{slug}' },
  { from: '/fr-be/contact', to: '/fr/contactez-nous' },
  { from: '/fr-be/qui-sommes-nous', to: '/fr/a-propos' },
  { from: '/fr-be/pharmacies', to: '/fr/trouver-une-pharmacie' },
  { from: '/fr-be/mentions-legales', to: '/fr/mentions-legales' },
  { from: '/fr-be/vie-privee', to: '/fr/donnees-personnelles' },

  // Old Dutch site.
  { from: '/nl-be', to: '/nl' },
  { from: '/nl-be/producten', to: '/nl/producten' },
  { from: '/nl-be/producten/{slug}', to: '/nl/product/{slug}' },
  { from: '/nl-be/merken/{slug}', to: '/nl/merk/{slug}' },
  { from: '/nl-be/behoeften/{slug}', to: '/nl/behoefte/{slug}' },
  { from: '/nl-be/gezondheidstips/{slug}', to: '/nl/tip/{slug}' },
  { from: '/nl-be/contact', to: '/nl/contact' },
  { from: '/nl-be/wie-zijn-we', to: '/nl/over-vitrine' },
  { from: '/nl-be/apotheken', to: '/nl/vind-een-apotheek' },
  { from: '/nl-be/wettelijke-vermeldingen', to: '/nl/juridische-informatie' },
  { from: '/nl-be/privacy', to: '/nl/persoonsgegevens' },

  // Old Luxembourg pages of the Belgian site (French).
  { from: '/fr-lu', to: '/fr' },
  { from: '/fr-lu/produits/{slug}', to: '/fr/produit/{slug}' },
  { from: '/fr-lu/contact', to: '/fr/contactez-nous' },
]);
