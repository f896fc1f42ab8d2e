// Rules of the redirection endpoint (SPEC §4 'Redirection', §7 GET redirection endpoint,
// docs/decisions/006-redirects.md): what an editor stored upstream for URLs that no longer lead
// to a page — retired products, a retired campaign page, renamed corporate pages, the old search
// and finder paths. The site asks only when a URL found no page (no route, or a route whose entity
// is unknown), sending the path with its query, the path alone and the origin forms; `from` here
// is the site path, with a query where the old URL had one. `to` is a current site path of the
// country (routes/tables): a list or service page, never a product or CMS slug that the seed does
// not hold. None of these paths is in the legacy tables of redirects/tables, which answer first.
import type { SeedRedirection } from './types.ts';

export const REDIRECTIONS: readonly SeedRedirection[] = Object.freeze([
  // be: fr-be under /fr, nl-be under /nl.
  { country: 'be', from: '/fr/produit/flore-intestinale-classique', to: '/fr/produits', status: 301 },
  { country: 'be', from: '/nl/product/darmflora-klassiek', to: '/nl/producten', status: 301 },
  { country: 'be', from: '/fr/promo-hiver', to: '/fr/produits', status: 302 },
  { country: 'be', from: '/nl/winteractie', to: '/nl/producten', status: 302 },
  { country: 'be', from: '/fr/notre-laboratoire', to: '/fr/a-propos', status: 301 },
  { country: 'be', from: '/nl/ons-laboratorium', to: '/nl/over-vitrine', status: 301 },
  { country: 'be', from: '/fr/recherche?q=probiotiques', to: '/fr/resultats/-r--probiotiques', status: 301 },
  { country: 'be', from: '/fr/pharmacies-conseil', to: '/fr/interlocuteur', status: 301 },

  // ch: fr-ch under /fr, de-ch under /de.
  { country: 'ch', from: '/fr/produit/flore-intestinale-classique', to: '/fr/produits', status: 301 },
  { country: 'ch', from: '/de/produkt/darmflora-klassisch', to: '/de/produkte', status: 301 },
  { country: 'ch', from: '/fr/offre-printemps', to: '/fr/produits', status: 302 },
  { country: 'ch', from: '/de/fruehlingsaktion', to: '/de/produkte', status: 302 },
  { country: 'ch', from: '/fr/notre-laboratoire', to: '/fr/a-propos', status: 301 },
  { country: 'ch', from: '/de/unser-labor', to: '/de/uber-vitrine', status: 301 },
  { country: 'ch', from: '/de/suche?q=magnesium', to: '/de/ergebnisse/-r--magnesium', status: 301 },

  // de: de-de at the root.
  { country: 'de', from: '/produkt/darmflora-klassisch', to: '/produkte', status: 301 },
  { country: 'de', from: '/produkt/immun-komplex-classic', to: '/produkte', status: 301 },
  { country: 'de', from: '/winteraktion', to: '/produkte', status: 302 },
  { country: 'de', from: '/unser-labor', to: '/uber-vitrine', status: 301 },
  { country: 'de', from: '/apotheke-finden', to: '/eine-apotheke-finden', status: 301 },
  { country: 'de', from: '/suchergebnisse?begriff=omega-3', to: '/ergebnisse/-r--omega-3', status: 301 },

  // es: es-es at the root.
  { country: 'es', from: '/producto/flora-intestinal-clasica', to: '/productos', status: 301 },
  { country: 'es', from: '/producto/colageno-clasico', to: '/productos', status: 301 },
  { country: 'es', from: '/campana-invierno', to: '/productos', status: 302 },
  { country: 'es', from: '/nuestro-laboratorio', to: '/sobre-vitrine', status: 301 },
  { country: 'es', from: '/busqueda?q=colageno', to: '/resultados/-r--colageno', status: 301 },
  { country: 'es', from: '/alta-newsletter', to: '/newsletter', status: 301 },
  { country: 'es', from: '/farmacias-asesoras', to: '/interlocutor', status: 301 },

  // it: it-it at the root.
  { country: 'it', from: '/prodotto/flora-intestinale-classica', to: '/prodotti', status: 301 },
  { country: 'it', from: '/prodotto/collagene-classico', to: '/prodotti', status: 301 },
  { country: 'it', from: '/promozione-inverno', to: '/prodotti', status: 302 },
  { country: 'it', from: '/il-nostro-laboratorio', to: '/a-proposito-di-vitrine', status: 301 },
  { country: 'it', from: '/cerca?q=magnesio', to: '/results/-r--magnesio', status: 301 },
  { country: 'it', from: '/domande-sui-prodotti', to: '/il-tuo-aiuto-on-line', status: 301 },
]);
