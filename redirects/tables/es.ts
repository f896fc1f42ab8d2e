// Legacy 301s of Spain (SPEC §2.2 'Legacy redirects'): old product, brand, need, advice,
// expertise, information, contact, about, legal-notice and personal-data paths to the current
// ones. CMS pages: legal notice `/aviso-legal`, personal data `/proteccion-de-datos`.
import { redirectTable } from '../rule.ts';

export const ES_REDIRECTS = redirectTable([
  // Products and brands.
  { from: '/catalogo', to: '/productos' },
  { from: '/catalogo/{slug}', to: '/producto/{slug}' },
  { from: '/productos-naturales/{slug}', to: '/producto/{slug}' },
  { from: '/ficha-producto/{slug}', to: '/producto/{slug}' },
  { from: '/nuestras-marcas', to: '/marcas' },
  { from: '/nuestras-marcas/{slug}', to: '/marca/{slug}' },

  // Needs, advice, expertise.
  { from: '/salud', to: '/necesidades' },
  { from: '/salud/{slug}', to: '/necesidad/{slug}' },
  { from: '/necesidades-salud/{slug}', to: '/necesidad/{slug}' },
  { from: '/consejos-salud', to: '/consejos' },
  { from: '/consejos-salud/{slug}', to: '/consejo/{slug}' },
  { from: '/articulo/{slug}', to: '/consejo/{slug}' },
  { from: '/especialidades/{slug}', to: '/competencias/{slug}' },

  // Information pages became CMS pages at the root.
  { from: '/informacion/{slug}', to: '/{slug}' },

  // Contact and about.
  { from: '/contactar', to: '/contacto' },
  { from: '/contacte-con-nosotros', to: '/contacto' },
  { from: '/quienes-somos', to: '/sobre-vitrine' },
  { from: '/empresa', to: '/sobre-vitrine' },

  // Legal notice and personal data.
  { from: '/avisos-legales', to: '/aviso-legal' },
  { from: '/datos-personales', to: '/proteccion-de-datos' },
  { from: '/politica-de-privacidad', to: '/proteccion-de-datos' },

  // Pharmacy finder, help, search, newsletter.
  { from: '/farmacias', to: '/encontrar-una-farmacia' },
  { from: '/ayuda', to: '/su-ayuda-en-linea' },
  { from: '/buscar', to: '/resultados' },
  { from: '/boletin', to: '/newsletter' },
]);
