// Legacy 301s of Germany (SPEC §2.2 'Legacy redirects'): old product, brand, need, advice,
// expertise, information, contact, about, legal-notice and personal-data paths to the current
// ones. CMS pages: legal notice `/impressum`, personal data `/datenschutzerklarung`.
import { redirectTable } from '../rule.ts';

export const DE_REDIRECTS = redirectTable([
  // Products and brands.
  { from: '/sortiment', to: '/produkte' },
  { from: '/sortiment/{slug}', to: '/produkt/{slug}' },
  { from: '/produktdetails/{slug}', to: '/produkt/{slug}' },
  { from: '/unsere-marken', to: '/marken' },
  { from: '/unsere-marken/{slug}', to: '/marke/{slug}' },
  { from: '/marken/{slug}', to: '/marke/{slug}' },

  // Needs, advice, expertise.
  { from: '/gesundheit', to: '/bedurfnisse' },
  { from: '/gesundheit/{slug}', to: '/bedurfnis/{slug}' },
  { from: '/bedarf/{slug}', to: '/bedurfnis/{slug}' },
  { from: '/gesundheitstipps', to: '/ratschlage' },
  { from: '/gesundheitstipps/{slug}', to: '/ratschlag/{slug}' },
  { from: '/ratgeber/{slug}', to: '/ratschlag/{slug}' },
  { from: '/kompetenzen/{slug}', to: '/zustandigkeiten/{slug}' },

  // Information pages became CMS pages at the root.
  { from: '/informationen/{slug}', to: '/{slug}' },

  // Contact and about.
  { from: '/kontaktformular', to: '/kontakt' },
  { from: '/kontakt-aufnehmen', to: '/kontakt' },
  { from: '/ueber-uns', to: '/uber-vitrine' },
  { from: '/ueber-vitrine', to: '/uber-vitrine' },
  { from: '/unternehmen', to: '/uber-vitrine' },

  // Legal notice and personal data.
  { from: '/rechtliche-hinweise', to: '/impressum' },
  { from: '/rechtliches', to: '/impressum' },
  { from: '/datenschutz', to: '/datenschutzerklarung' },
  { from: '/datenschutzhinweise', to: '/datenschutzerklarung' },

  // Pharmacy finder, help, search, quality.
  { from: '/apothekenfinder', to: '/eine-apotheke-finden' },
  { from: '/hilfe', to: '/ihre-online-hilfe' },
  { from: '/suche', to: '/ergebnisse' },
  { from: '/qualitaet', to: '/qualitat-innovationen' },
]);
