// Spanish texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {
  pagedTitle: '{{title}} – página {{page}}',
  publishedOn: 'Publicado el',
  contents: 'Índice',
  related: 'Lea también',
  articleCount_zero: 'Todavía no hay artículos',
  articleCount_one: '{{count}} artículo',
  articleCount_many: '{{count}} artículos',
  articleCount_other: '{{count}} artículos',
  adviceHome: {
    title: 'Nuestros consejos',
    intro:
      'Artículos escritos con nuestros farmacéuticos y nutricionistas para cuidar de su salud en el día a día, tema por tema.',
    seeAll: 'Todos los artículos de «{{theme}}»',
    empty: 'Todavía no hay consejos publicados.',
  },
  innovations: {
    title: 'Calidad e innovación',
    intro:
      'Nuestra investigación, nuestros controles y nuestros compromisos de calidad, desde la selección de las materias primas hasta la farmacia.',
    categories: 'Categorías',
    all: 'Todos los artículos',
    empty: 'Todavía no hay artículos publicados en esta categoría.',
  },
  expertises: {
    title: 'Nuestra experiencia',
    intro:
      'Los ámbitos de salud en los que el laboratorio trabaja desde hace más de treinta años, y lo que aprendemos de ellos para nuestras fórmulas.',
    empty: 'Todavía no hay áreas de experiencia publicadas.',
  },
  about: {
    title: 'Sobre nosotros',
    intro:
      'Nuestra historia, nuestros equipos y nuestros compromisos: conozca el laboratorio que crea nuestros complementos alimenticios.',
    seeTheme: 'Descubrir «{{theme}}»',
    more: 'También en «{{theme}}»',
    empty: 'Todavía no hay páginas publicadas.',
    story: {
      title: '¿Quiénes somos?',
      p1: 'Vitrine es un laboratorio independiente de complementos alimenticios, fundado en 1996 por dos investigadores especialistas en la microbiota intestinal. Diseñamos nuestras fórmulas, supervisamos su fabricación y las distribuimos exclusivamente en farmacias de Bélgica, Suiza, Alemania, España e Italia.',
      p2: 'Nuestras seis marcas abarcan los probióticos, las vitaminas y minerales, los omega-3, los extractos de plantas, el sueño y la salud de la mujer. Cada producto se basa en ingredientes documentados, dosis justificadas y declaraciones autorizadas, revisadas por nuestro departamento de normativa.',
      p3: 'Creemos que un complemento alimenticio se elige con consejo: por eso formamos cada año a los equipos de las farmacias y nuestros farmacéuticos responden a sus preguntas. Descubra a continuación nuestra historia, nuestros equipos y nuestros compromisos.',
    },
    figures: {
      label: 'El laboratorio en cifras',
      founded: { value: '1996', label: 'creación del laboratorio' },
      countries: { value: '5 países', label: 'donde las farmacias aconsejan nuestros productos' },
      brands: { value: '6 marcas', label: 'de la microbiota a los extractos de plantas' },
      pharmacies: { value: '900+', label: 'farmacias formadas por nuestros equipos' },
    },
  },
  faq: {
    title: 'Ayuda en línea',
    intro: 'Las respuestas a las preguntas que nuestros visitantes nos hacen con más frecuencia.',
    empty: 'Todavía no hay preguntas publicadas.',
    moreTitle: '¿No encuentra su respuesta?',
    moreText: 'Escríbanos: nuestro servicio de atención al cliente le responderá lo antes posible.',
    contact: 'Contacto',
  },
  brandCorner: {
    pages: 'El universo {{brand}}',
    products: 'Ver los productos {{brand}}',
  },
  news: {
    crumb: 'Noticias',
  },
  preview: {
    crumb: 'Vista previa',
    notice:
      'Vista previa: mientras este contenido no esté publicado, solo lo ven las personas que han iniciado sesión.',
    publication: 'Fecha de publicación:',
  },
} as const satisfies NamespaceTexts<'editorial'>;
