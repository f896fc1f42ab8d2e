// Legacy 301s of Italy (SPEC §2.2 'Legacy redirects'): old product, brand, need, advice,
// expertise, information, contact, about, legal-notice and personal-data paths to the current
// ones. CMS pages: legal notice `/note-legali`, personal data `/dati-personali`.
import { redirectTable } from '../rule.ts';

export const IT_REDIRECTS = redirectTable([
  // Products and brands.
  { from: '/catalogo', to: '/prodotti' },
  { from: '/catalogo/{slug}', to: '/prodotto/{slug}' },
  { from: '/prodotti-naturali/{slug}', to: '/prodotto/{slug}' },
  { from: '/scheda-prodotto/{slug}', to: '/prodotto/{slug}' },
  { from: '/marchi', to: '/marche' },
  { from: '/marchi/{slug}', to: '/i-nostri-marchi/{slug}' },
  { from: '/marchio/{slug}', to: '/i-nostri-marchi/{slug}' },

  // Needs, advice, expertise.
  { from: '/bisogni', to: '/esigenze' },
  { from: '/bisogni/{slug}', to: '/esigenza/{slug}' },
  { from: '/salute/{slug}', to: '/esigenza/{slug}' },
  { from: '/consigli-salute', to: '/consigli' },
  { from: '/consigli-salute/{slug}', to: '/consiglio/{slug}' },
  { from: '/articolo/{slug}', to: '/consiglio/{slug}' },
  { from: '/expertise/{slug}', to: '/competenze/{slug}' },
  { from: '/le-nostre-competenze/{slug}', to: '/competenze/{slug}' },

  // Information pages became CMS pages at the root.
  { from: '/informazioni/{slug}', to: '/{slug}' },

  // Contact and about.
  { from: '/contatti', to: '/contatto' },
  { from: '/contattaci', to: '/contatto' },
  { from: '/chi-siamo', to: '/a-proposito-di-vitrine' },
  { from: '/azienda', to: '/a-proposito-di-vitrine' },

  // Legal notice and personal data.
  { from: '/menzioni-legali', to: '/note-legali' },
  { from: '/informazioni-legali', to: '/note-legali' },
  { from: '/dati-personali-degli-utenti', to: '/dati-personali' },
  { from: '/privacy', to: '/dati-personali' },

  // Help, search, quality.
  { from: '/domande-frequenti', to: '/il-tuo-aiuto-on-line' },
  { from: '/ricerca', to: '/results' },
  { from: '/qualita', to: '/qualita-innovazioni' },
]);
