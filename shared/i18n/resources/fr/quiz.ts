// French texts, namespace quiz: the questionnaire of reading B and its recommendation (the reference: every language has the same keys and placeholders).
export const quiz = {
  title: 'Quel complément pour moi\u202f?',
  description:
    'Répondez à quelques questions sur vos besoins et vos habitudes\u00a0: nous vous suggérons les besoins à explorer et les compléments alimentaires adaptés.',
  intro:
    'Quatre questions sur vos besoins et vos habitudes, et nous vous suggérons des produits adaptés. Vos réponses restent dans l’adresse de la page\u00a0: rien n’est enregistré.',
  form: {
    name: 'Questionnaire',
    submit: 'Voir mes suggestions',
    update: 'Mettre à jour mes suggestions',
    edit: 'Modifier mes réponses',
  },
  questions: {
    need: {
      legend: 'Que souhaitez-vous soutenir\u202f?',
      hint: 'Cochez jusqu’à {{max}} besoins.',
    },
    age: {
      legend: 'Pour qui sont ces produits\u202f?',
      child: 'Un enfant de 6 à 11 ans',
      teen: 'Un adolescent de 12 à 17 ans',
      adult: 'Un adulte',
      senior: 'Une personne de 65 ans ou plus',
    },
    pregnancy: {
      legend: 'Êtes-vous enceinte ou allaitez-vous\u202f?',
      no: 'Non',
      yes: 'Oui',
    },
    diet: {
      legend: 'Suivez-vous un régime particulier\u202f?',
      any: 'Non, je mange de tout',
      vegetarian: 'Végétarien',
      vegan: 'Végétalien (vegan)',
    },
    form: {
      legend: 'Quelle forme préférez-vous prendre\u202f?',
      any: 'Peu importe',
      capsule: 'Gélules ou capsules',
      tablet: 'Comprimés',
      powder: 'Sachets à diluer',
      liquid: 'Gouttes ou ampoules',
      chewable: 'À croquer ou gommes',
    },
  },
  ignored: {
    title: 'Certaines réponses de l’adresse n’ont pas été comprises et ont été ignorées\u00a0:',
    need: 'besoins (inconnus, ou plus de {{max}})',
    age: 'pour qui',
    pregnancy: 'grossesse ou allaitement',
    diet: 'régime',
    form: 'forme préférée',
  },
  noNeed: 'Cochez au moins un besoin pour recevoir des suggestions.',
  needs: {
    title: 'Les besoins à explorer',
    lead: 'Nos conseils et tous nos produits pour chacun\u00a0:',
  },
  products: {
    title: 'Les produits suggérés',
    none: 'Aucun produit vendu dans votre pays ne convient à toutes vos réponses. Un pharmacien peut vous conseiller.',
    excluded_zero: 'Aucun produit de ces besoins n’a été écarté.',
    excluded_one: '{{count}} produit de ces besoins a été écarté, car il ne convient pas à vos réponses.',
    excluded_many: '{{count}} de produits de ces besoins ont été écartés, car ils ne conviennent pas à vos réponses.',
    excluded_other: '{{count}} produits de ces besoins ont été écartés, car ils ne conviennent pas à vos réponses.',
    formMissing: 'Aucun de ces produits n’existe sous la forme que vous préférez\u00a0: voici les autres formes.',
    why: 'Pourquoi ce produit',
  },
  reasons: {
    needs: 'Répond à votre besoin\u00a0: {{needs}}',
    form: 'Sous la forme que vous préférez\u00a0: {{form}}',
    vegan: 'Convient aux végétaliens',
    vegetarian: 'Convient aux végétariens',
    pregnancySuitable: 'Conçu pour la grossesse et l’allaitement',
    pregnancyAdvice: 'Pendant la grossesse ou l’allaitement, demandez d’abord l’avis de votre médecin ou pharmacien',
    age: 'Dès {{age}} ans',
  },
  disclaimer:
    'Ces suggestions ne remplacent pas l’avis d’un professionnel de santé. Lisez les précautions d’emploi de chaque produit.',
  share: {
    title: 'Partager ces suggestions',
    label: 'Lien vers ces suggestions',
    hint: 'Copiez ce lien pour retrouver ou partager vos suggestions.',
  },
  restart: 'Recommencer le questionnaire',
} as const;
