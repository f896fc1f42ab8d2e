// Spanish texts, namespace locator: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const locator = {
  finder: {
    title: 'Encontrar una farmacia',
    titleNear: 'Farmacias cerca de {{place}}',
    titleNearPosition: 'Farmacias cerca de usted, en torno a {{city}}',
    titleAroundYou: 'Farmacias cerca de usted',
    description:
      'Encuentre una farmacia cerca de usted por localidad, código postal o geolocalización: distancia, dirección, teléfono y horarios.',
    intro:
      'Busque por localidad o código postal, o deje que su navegador le localice: las farmacias más cercanas aparecen primero, con sus horarios.',
    adviceQuestion: '¿Necesita un consejo personalizado?',
    adviceLink: 'Descubra quién puede aconsejarle',
    form: {
      name: 'Buscar una farmacia',
      label: 'Localidad o código postal',
      hint: 'Por ejemplo, un código postal de 4 o 5 cifras, o el nombre de su localidad.',
      hintPosition:
        'La búsqueda se hace en torno a su posición. Escriba una localidad o un código postal para buscar en otro lugar.',
      submit: 'Buscar',
      radius: 'Distancia',
      radiusOption: 'Hasta {{km}} km',
      adviceOnly: 'Solo las farmacias formadas para aconsejarle',
    },
    locate: {
      button: 'Localizarme',
      privacy: 'Su posición, redondeada a un kilómetro aproximadamente, solo sirve para esta búsqueda.',
      locating: 'Localizando…',
      denied: 'No ha autorizado la localización. Busque, en su lugar, por localidad o código postal.',
      unavailable: 'No se ha podido determinar su posición. Busque, en su lugar, por localidad o código postal.',
      timeout: 'La localización ha tardado demasiado. Vuelva a intentarlo, o busque por localidad o código postal.',
    },
    invalid: {
      placeEmpty: 'Escriba una localidad o un código postal.',
      placeTooLong:
        'Este texto es demasiado largo: escriba una localidad o un código postal de {{max}} caracteres como máximo.',
      position: 'Esta posición no es válida. Busque por localidad o código postal, o vuelva a localizarse.',
    },
    unknown:
      'No conocemos ninguna localidad ni código postal «{{text}}». Compruebe la ortografía o pruebe con una localidad cercana.',
    ambiguous: 'Varios lugares coinciden con «{{text}}». ¿Cuál busca?',
    results: {
      count_zero: 'Ninguna farmacia a menos de {{radius}} km de {{place}}',
      count_one: '1 farmacia a menos de {{radius}} km de {{place}}',
      count_many: '{{count}} de farmacias a menos de {{radius}} km de {{place}}',
      count_other: '{{count}} farmacias a menos de {{radius}} km de {{place}}',
      countAdvice_zero: 'Ninguna farmacia formada para aconsejarle a menos de {{radius}} km de {{place}}',
      countAdvice_one: '1 farmacia formada para aconsejarle a menos de {{radius}} km de {{place}}',
      countAdvice_many: '{{count}} de farmacias formadas para aconsejarle a menos de {{radius}} km de {{place}}',
      countAdvice_other: '{{count}} farmacias formadas para aconsejarle a menos de {{radius}} km de {{place}}',
      widened: 'Ninguna farmacia a menos de {{radius}} km: estas son las más cercanas.',
      noneHint: 'Pruebe con una localidad cercana o una distancia mayor.',
      withoutAdviceFilter: 'Ver todas las farmacias, formadas en consejo o no',
      position: 'su posición',
      positionNear: 'su posición, en torno a {{city}}',
      distance: 'A {{distance}} km',
      phone: 'Teléfono:',
      givesAdvice: 'Farmacia formada para aconsejarle',
      hours: 'Horario',
      closed: 'Cerrado',
    },
    days: {
      monday: 'Lunes',
      tuesday: 'Martes',
      wednesday: 'Miércoles',
      thursday: 'Jueves',
      friday: 'Viernes',
      saturday: 'Sábado',
      sunday: 'Domingo',
      range: '{{from}} – {{to}}',
    },
    map: {
      title_zero: 'Mapa en torno a {{place}}',
      title_one: 'Mapa de la farmacia encontrada en torno a {{place}}',
      title_many: 'Mapa de las {{count}} farmacias encontradas en torno a {{place}}',
      title_other: 'Mapa de las {{count}} farmacias encontradas en torno a {{place}}',
      description: 'Cada número corresponde a la farmacia con el mismo número en la lista.',
      origin: 'Lugar de su búsqueda',
      scale: '{{distance}} km',
      tiles: 'Fondo de mapa: {{source}}',
    },
    favourite: {
      add: 'Añadir a mis farmacias favoritas',
      remove: 'Quitar de mis farmacias favoritas',
      loginNeeded: 'Inicie sesión para añadir farmacias a sus favoritas.',
      mine: 'Encontrará sus farmacias favoritas en su cuenta.',
    },
  },
  whoCanAdvise: {
    title: '¿Quién puede aconsejarme?',
    description:
      'Particular, profesional sanitario o farmacéutico: descubra quién puede responder a sus preguntas sobre nuestros complementos alimenticios y cómo contactar con esa persona.',
    intro:
      'La persona adecuada depende de su situación. Elija su perfil: le indicamos quién puede aconsejarle y cómo contactar con esa persona.',
    choose: 'Usted es',
    contactAs: 'Escríbanos como:',
    phone: 'Por teléfono: {{phone}}, {{hours}}.',
    hours: 'de lunes a viernes, de 9 a 18 h',
    proSite: 'Acceder al área profesional',
    groups: {
      consumer: {
        title: 'Un particular',
        who: 'Su farmacéutico y nuestro servicio de atención al consumidor',
        text: 'Su farmacéutico conoce sus tratamientos y puede orientarle hacia el complemento adecuado. Nuestras farmacias colaboradoras están formadas en nuestros productos.',
        finder: 'Encontrar una farmacia formada en consejo',
        contact: 'Plantear su pregunta a nuestro servicio de atención al consumidor',
      },
      healthProfessional: {
        title: 'Un médico o profesional sanitario',
        who: 'Nuestro equipo médico y científico',
        text: 'Nuestros médicos y farmacéuticos responden a sus preguntas sobre la composición, los estudios clínicos y el uso de nuestros productos, y le envían la documentación científica.',
      },
      pharmacist: {
        title: 'Un farmacéutico',
        who: 'Nuestro servicio de farmacias',
        text: 'Referenciación, formación de su equipo, documentación para el mostrador: nuestro servicio de farmacias le acompaña.',
        contact: 'Contactar con nuestro servicio de farmacias',
      },
      other: {
        title: 'En otra situación',
        who: 'Nuestro servicio de atención al cliente',
        text: 'Para cualquier otra pregunta, nuestro servicio de atención al cliente le responde y transmite su solicitud a la persona adecuada.',
      },
    },
  },
} as const satisfies NamespaceTexts<'locator'>;
