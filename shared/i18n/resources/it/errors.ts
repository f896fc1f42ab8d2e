// Italian texts, namespace errors: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const errors = {
  notFound: {
    title: 'Pagina non trovata',
    body: 'La pagina richiesta non esiste o non esiste più',
    searchHint: 'Utilizzi la ricerca per trovare ciò che cerca.',
    backHome: 'Torna alla home page',
  },
  unauthorized: {
    title: 'Accesso negato',
    body: 'Non è autorizzato ad accedere a questa pagina',
    loginHint: 'Effettui il login per continuare.',
    login: 'Accedi',
    backHome: 'Torna alla home page',
  },
  badRequest: {
    title: 'Indirizzo illeggibile',
    body: "L'indirizzo di questa pagina non è scritto correttamente e non è stato possibile leggerlo. Verifichi il link o utilizzi la ricerca.",
    backHome: 'Torna alla home page',
  },
  serverError: {
    title: 'Si è verificato un errore',
    body: 'Si è verificato un errore sconosciuto. La preghiamo di riprovare o di contattare il nostro servizio clienti.',
    backHome: 'Torna alla home page',
  },
  maintenance: {
    title: 'Sito in manutenzione',
    body: 'Il nostro sito è in manutenzione.',
    retryLater: 'La preghiamo di riprovare tra qualche istante.',
  },
  errorPageFailed: 'Si è verificato un errore durante la visualizzazione della pagina di errore',
  unavailable: {
    body: 'I nostri contenuti sono momentaneamente non disponibili. Riprovi tra qualche istante.',
    retry: 'Riprova',
  },
  sectionError: {
    text: 'Non è stato possibile caricare questa parte della pagina.',
    retry: 'Riprova',
  },
} as const satisfies NamespaceTexts<'errors'>;
