// Dutch texts, namespace errors: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const errors = {
  notFound: {
    title: 'Pagina niet gevonden',
    body: 'De gevraagde pagina bestaat niet (meer)',
    searchHint: 'Gebruik de zoekfunctie om te vinden wat u zoekt.',
    backHome: 'Terug naar de startpagina',
  },
  unauthorized: {
    title: 'Geen toegang',
    body: 'U hebt geen toegang tot deze pagina',
    loginHint: 'Log in om verder te gaan.',
    login: 'Inloggen',
    backHome: 'Terug naar de startpagina',
  },
  badRequest: {
    title: 'Onleesbaar adres',
    body: 'Het adres van deze pagina is onjuist opgebouwd en kon niet worden gelezen. Controleer de link of gebruik de zoekfunctie.',
    backHome: 'Terug naar de startpagina',
  },
  serverError: {
    title: 'Er is een fout opgetreden',
    body: 'Er is een onbekende fout opgetreden. Probeer het opnieuw of neem contact op met onze klantendienst.',
    backHome: 'Terug naar de startpagina',
  },
  maintenance: {
    title: 'Website in onderhoud',
    body: 'Onze website wordt momenteel onderhouden.',
    retryLater: 'Probeer het over enkele ogenblikken opnieuw.',
  },
  errorPageFailed: 'Er is een fout opgetreden bij het weergeven van de foutpagina',
  unavailable: {
    body: 'Onze inhoud is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
    retry: 'Opnieuw proberen',
  },
  sectionError: {
    text: 'Dit deel van de pagina kon niet worden geladen.',
    retry: 'Opnieuw proberen',
  },
} as const satisfies NamespaceTexts<'errors'>;
