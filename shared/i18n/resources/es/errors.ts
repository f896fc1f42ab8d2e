// Spanish texts, namespace errors: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const errors = {
  notFound: {
    title: 'Página no encontrada',
    body: 'La página solicitada no existe o ya no está disponible',
    searchHint: 'Utilice el buscador para encontrar lo que busca.',
    backHome: 'Volver a la página de inicio',
  },
  unauthorized: {
    title: 'Acceso denegado',
    body: 'No está autorizado a acceder a esta página',
    loginHint: 'Inicie sesión para acceder.',
    login: 'Iniciar sesión',
    backHome: 'Volver a la página de inicio',
  },
  badRequest: {
    title: 'Dirección ilegible',
    body: 'La dirección de esta página está mal formada y no se ha podido leer. Compruebe el enlace o utilice el buscador.',
    backHome: 'Volver a la página de inicio',
  },
  serverError: {
    title: 'Se ha producido un error',
    body: 'Se ha producido un error desconocido. Vuelva a intentarlo o póngase en contacto con nuestro servicio de atención al cliente.',
    backHome: 'Volver a la página de inicio',
  },
  maintenance: {
    title: 'Sitio en mantenimiento',
    body: 'Nuestro sitio está en mantenimiento.',
    retryLater: 'Vuelva a intentarlo dentro de unos instantes.',
  },
  errorPageFailed: 'Se ha producido un error al mostrar la página de error',
  unavailable: {
    body: 'Nuestros contenidos no están disponibles en este momento. Vuelva a intentarlo dentro de unos instantes.',
    retry: 'Volver a intentarlo',
  },
  sectionError: {
    text: 'No se ha podido cargar esta parte de la página.',
    retry: 'Volver a intentarlo',
  },
} as const satisfies NamespaceTexts<'errors'>;
