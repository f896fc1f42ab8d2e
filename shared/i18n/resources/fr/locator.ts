// French texts, namespace locator: the pharmacy finder and who can advise me (the reference: every language has the same keys and placeholders).
export const locator = {
  finder: {
    title: 'Trouver une pharmacie',
    titleNear: 'Pharmacies près de {{place}}',
    titleNearPosition: 'Pharmacies près de chez vous, vers {{city}}',
    titleAroundYou: 'Pharmacies près de chez vous',
    description:
      'Trouvez une pharmacie près de chez vous par ville, code postal ou géolocalisation\u00a0: distance, adresse, téléphone et horaires.',
    intro:
      'Recherchez par ville ou code postal, ou laissez votre navigateur vous localiser\u00a0: les pharmacies les plus proches apparaissent en premier, avec leurs horaires.',
    adviceQuestion: 'Besoin d’un conseil personnalisé\u202f?',
    adviceLink: 'Découvrez qui peut vous conseiller',
    form: {
      name: 'Rechercher une pharmacie',
      label: 'Ville ou code postal',
      hint: 'Par exemple un code postal à 4 ou 5 chiffres, ou le nom de votre ville.',
      hintPosition:
        'La recherche porte sur votre position. Saisissez une ville ou un code postal pour chercher ailleurs.',
      submit: 'Rechercher',
      radius: 'Distance',
      radiusOption: 'Jusqu’à {{km}} km',
      adviceOnly: 'Uniquement les pharmacies formées pour vous conseiller',
    },
    locate: {
      button: 'Me localiser',
      privacy: 'Votre position, arrondie à environ un kilomètre, ne sert qu’à cette recherche.',
      locating: 'Localisation en cours…',
      denied: 'Vous n’avez pas autorisé la localisation. Recherchez plutôt par ville ou code postal.',
      unavailable: 'Votre position n’a pas pu être déterminée. Recherchez plutôt par ville ou code postal.',
      timeout: 'La localisation a pris trop de temps. Réessayez, ou recherchez par ville ou code postal.',
    },
    invalid: {
      placeEmpty: 'Saisissez une ville ou un code postal.',
      placeTooLong:
        'Ce texte est trop long\u00a0: saisissez une ville ou un code postal de {{max}} caractères au plus.',
      position:
        'Cette position n’est pas valide. Recherchez par ville ou code postal, ou laissez-vous localiser à nouveau.',
    },
    unknown:
      'Nous ne connaissons ni ville ni code postal «\u00a0{{text}}\u00a0». Vérifiez l’orthographe, ou essayez une ville voisine.',
    ambiguous: 'Plusieurs lieux correspondent à «\u00a0{{text}}\u00a0». Lequel cherchez-vous\u202f?',
    results: {
      count_zero: 'Aucune pharmacie à moins de {{radius}} km de {{place}}',
      count_one: '1 pharmacie à moins de {{radius}} km de {{place}}',
      count_many: '{{count}} de pharmacies à moins de {{radius}} km de {{place}}',
      count_other: '{{count}} pharmacies à moins de {{radius}} km de {{place}}',
      countAdvice_zero: 'Aucune pharmacie formée pour vous conseiller à moins de {{radius}} km de {{place}}',
      countAdvice_one: '1 pharmacie formée pour vous conseiller à moins de {{radius}} km de {{place}}',
      countAdvice_many: '{{count}} de pharmacies formées pour vous conseiller à moins de {{radius}} km de {{place}}',
      countAdvice_other: '{{count}} pharmacies formées pour vous conseiller à moins de {{radius}} km de {{place}}',
      widened: 'Aucune pharmacie à moins de {{radius}} km\u00a0: voici les plus proches.',
      noneHint: 'Essayez une ville voisine ou une plus grande distance.',
      withoutAdviceFilter: 'Voir toutes les pharmacies, formées ou non au conseil',
      position: 'votre position',
      positionNear: 'votre position, vers {{city}}',
      distance: 'À {{distance}} km',
      phone: 'Téléphone\u00a0:',
      givesAdvice: 'Pharmacie formée pour vous conseiller',
      hours: 'Horaires',
      closed: 'Fermé',
    },
    days: {
      monday: 'Lundi',
      tuesday: 'Mardi',
      wednesday: 'Mercredi',
      thursday: 'Jeudi',
      friday: 'Vendredi',
      saturday: 'Samedi',
      sunday: 'Dimanche',
      range: '{{from}} – {{to}}',
    },
    map: {
      title_one: 'Carte de la pharmacie trouvée autour de {{place}}',
      title_many: 'Carte des {{count}} pharmacies trouvées autour de {{place}}',
      title_other: 'Carte des {{count}} pharmacies trouvées autour de {{place}}',
      title_zero: 'Carte autour de {{place}}',
      description: 'Chaque numéro correspond à la pharmacie du même numéro dans la liste.',
      origin: 'Lieu de votre recherche',
      scale: '{{distance}} km',
      tiles: 'Fond de carte\u00a0: {{source}}',
    },
    favourite: {
      add: 'Ajouter à mes pharmacies favorites',
      remove: 'Retirer de mes pharmacies favorites',
      loginNeeded: 'Connectez-vous pour ajouter des pharmacies à vos favorites.',
      mine: 'Retrouvez vos pharmacies favorites dans votre compte.',
    },
  },
  whoCanAdvise: {
    title: 'Qui peut me conseiller\u202f?',
    description:
      'Particulier, professionnel de santé ou pharmacien\u00a0: découvrez qui peut répondre à vos questions sur nos compléments alimentaires, et comment le joindre.',
    intro:
      'Selon votre situation, la bonne personne n’est pas la même. Choisissez votre profil\u00a0: nous vous indiquons qui peut vous conseiller et comment le joindre.',
    choose: 'Vous êtes',
    contactAs: 'Écrivez-nous en tant que\u00a0:',
    phone: 'Par téléphone\u00a0: {{phone}}, {{hours}}.',
    hours: 'du lundi au vendredi, de 9 h à 13 h et de 14 h à 18 h',
    proSite: 'Accéder à l’espace professionnel',
    groups: {
      consumer: {
        title: 'Un particulier',
        who: 'Votre pharmacien, et notre service consommateurs',
        text: 'Votre pharmacien connaît vos traitements et peut vous orienter vers le complément adapté. Nos pharmacies partenaires sont formées à nos produits.',
        finder: 'Trouver une pharmacie formée au conseil',
        contact: 'Poser votre question à notre service consommateurs',
      },
      healthProfessional: {
        title: 'Un médecin ou un professionnel de santé',
        who: 'Notre équipe médicale et scientifique',
        text: 'Nos médecins et pharmaciens répondent à vos questions sur la composition, les études cliniques et l’usage de nos produits, et vous envoient la documentation scientifique.',
      },
      pharmacist: {
        title: 'Un pharmacien',
        who: 'Notre service pharmacies',
        text: 'Référencement, formation de votre équipe, documentation pour le comptoir\u00a0: notre service pharmacies vous accompagne.',
        contact: 'Contacter notre service pharmacies',
      },
      other: {
        title: 'Dans une autre situation',
        who: 'Notre service client',
        text: 'Pour toute autre question, notre service client vous répond et transmet votre demande à la bonne personne.',
      },
    },
  },
} as const;
