// Spanish texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {
  pagedTitle: '{{title}} – página {{page}}',
  publishedOn: 'Publicado el',
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
  },
  faq: {
    title: 'Su ayuda en línea',
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
