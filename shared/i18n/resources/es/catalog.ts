// Spanish texts, namespace catalog: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const catalog = {
  brands: {
    intro:
      'Cada marca del laboratorio responde a un ámbito de la salud en el día a día. Descubra sus compromisos y sus productos.',
    description:
      'Las marcas del laboratorio: probióticos, micronutrición y fitonutrición. Descubra cada una y sus productos.',
    empty: 'No hay ninguna marca disponible por el momento.',
  },
  brand: {
    description: '{{brand}}: {{baseline}}. Descubra la marca y sus productos.',
    products: 'Los productos de {{brand}}',
    seeAllProducts: 'Ver todos los productos de {{brand}}',
    noProducts: 'Esta marca aún no tiene productos disponibles en su país.',
    faq: 'Preguntas frecuentes sobre {{brand}}',
    corner: 'El universo {{brand}}: consejos e información de la marca',
  },
  products: {
    description:
      'Los complementos alimenticios del laboratorio: probióticos, vitaminas, minerales y extractos de plantas, que puede filtrar por marca, necesidad o forma.',
    categoryDescription:
      '{{category}}: los complementos alimenticios del laboratorio, que puede filtrar por marca, necesidad o forma.',
    titleWithFilters: '{{title}}: {{filters}}',
    titleWithPage: '{{title}}, página {{page}}',
    count_zero: 'Ningún producto',
    count_one: '{{count}} producto',
    count_many: '{{count}} de productos',
    count_other: '{{count}} productos',
    results: 'Productos de la selección',
    empty: 'Ningún producto corresponde a su selección.',
    emptyHint: 'Quite un filtro para ampliar su búsqueda.',
    allProducts: 'Todos los productos',
    filters: {
      title: 'Filtrar los productos',
      active: 'Sus filtros',
      remove: 'Quitar el filtro {{value}}',
      clearAll: 'Borrar todos los filtros',
      category: 'Categoría',
    },
    facets: {
      brand: 'Marca',
      need: 'Necesidad',
      galenicFormat: 'Forma',
      activeIngredient: 'Principio activo',
      flavour: 'Sabor',
      dinerType: 'Momento de la toma',
      display: 'Selección',
      products: 'Productos',
    },
    sort: {
      label: 'Ordenar por',
      relevance: 'Relevancia',
      priceAsc: 'Precio ascendente',
      priceDesc: 'Precio descendente',
    },
  },
  needs: {
    intro:
      'Digestión, sueño, energía, defensas naturales… Elija una necesidad para encontrar nuestros consejos y los productos que le corresponden.',
    description:
      'Encuentre los complementos alimenticios adaptados a sus necesidades: digestión, sueño, estrés, energía, defensas naturales y mucho más.',
    subNeeds: 'Precise su necesidad: {{need}}',
    quiz: {
      lead: '¿Tiene dudas?',
      label: 'Responda a nuestro cuestionario',
    },
  },
  need: {
    intro: 'Conviene saber: {{need}}',
    subNeeds: 'Precise su necesidad',
    products: 'Nuestros productos para esta necesidad',
    seeAllProducts: 'Ver todos los productos para esta necesidad',
    noProducts: 'Todavía no se ofrece ningún producto para esta necesidad en su país.',
    pages: 'Nuestros consejos',
  },
  qa: {
    description: 'Las respuestas a sus preguntas sobre {{product}}: uso, conservación, precauciones.',
    intro: 'Las preguntas frecuentes sobre {{product}} y las respuestas de nuestro equipo.',
    empty: 'Todavía no se ha hecho ninguna pregunta sobre este producto.',
    contactPrompt: '¿Tiene alguna pregunta sobre este producto? Nuestro servicio de atención al cliente le responde.',
    contactLink: 'Contáctenos',
    backToProduct: 'Ver la ficha del producto {{product}}',
  },
} as const satisfies NamespaceTexts<'catalog'>;
