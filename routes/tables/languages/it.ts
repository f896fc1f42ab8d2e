// Italian paths and breadcrumb titles (SPEC §2.2, it column). Every breadcrumb is Italian: the
// French titles some Italian breadcrumbs showed in the old site are not carried over.
import type { LanguageRoutes } from '../../table-types.ts';

export const ITALIAN: LanguageRoutes = {
  paths: {
    brands: '/marche',
    brand: '/i-nostri-marchi/:slug+',
    products: '/prodotti/*productList',
    productQa: '/prodotto/:slug/domande-risposte',
    product: '/prodotto/:slug+',
    needs: '/esigenze',
    need: '/esigenza/:slug+',
    adviceHome: '/consigli',
    adviceTheme: '/consigli/:theme/*pagination',
    advice: '/consiglio/:slug+',
    innovations: '/qualita-innovazioni/:page?/:category?/:filter?',
    innovation: '/qualita-innovazione/:slug+',
    expertise: '/competenze/:slug+',
    about: '/a-proposito-di-vitrine/:theme?/:filter?',
    contact: '/contatto',
    contactConfirmation: '/contatto/conferma',
    results: '/results/*search',
    faq: '/il-tuo-aiuto-on-line',
    maintenance: '/manutenzione',
  },
  titles: {
    home: 'Home',
    brands: 'I nostri marchi',
    products: 'I nostri prodotti',
    needs: 'Le vostre esigenze',
    adviceHome: 'I nostri consigli',
    innovations: 'Qualità e innovazione',
    about: 'Chi siamo',
    contact: 'Contattaci',
    contactConfirmation: 'Conferma',
    results: 'Risultati della ricerca',
    faq: 'Il tuo aiuto on line',
    maintenance: 'Manutenzione',
  },
};
