// French texts, namespace errors (the reference: every language has the same keys and placeholders).
export const errors = {
  notFound: {
    title: 'Page introuvable',
    body: "La page demandée n'existe pas ou plus",
    searchHint: 'Utilisez la recherche pour trouver ce que vous cherchez.',
    backHome: "Retour à l'accueil",
  },
  unauthorized: {
    title: 'Accès refusé',
    body: "Vous n'êtes pas autorisé à accéder à cette page",
    loginHint: 'Connectez-vous pour y accéder.',
    login: 'Se connecter',
    backHome: "Retour à l'accueil",
  },
  badRequest: {
    title: 'Adresse illisible',
    body: "L'adresse de cette page est mal formée et n'a pas pu être lue. Vérifiez le lien ou utilisez la recherche.",
    backHome: "Retour à l'accueil",
  },
  serverError: {
    title: 'Une erreur a eu lieu',
    body: 'Une erreur inconnue est survenue, merci de réessayer ou de contacter notre service client',
    backHome: "Retour à l'accueil",
  },
  maintenance: {
    title: 'Site en maintenance',
    body: 'Notre site est en cours de maintenance.',
    retryLater: 'Merci de revenir dans quelques instants.',
  },
  errorPageFailed: "Une erreur est survenue lors de l'affichage de la page d'erreur",
  unavailable: {
    body: 'Nos contenus sont momentanément indisponibles. Merci de réessayer dans quelques instants.',
    retry: 'Réessayer',
  },
  sectionError: {
    text: "Cette partie de la page n'a pas pu être chargée.",
    retry: 'Réessayer',
  },
} as const;
