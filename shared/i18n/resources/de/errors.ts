// German texts, namespace errors: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const errors = {
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die angeforderte Seite existiert nicht oder nicht mehr',
    searchHint: 'Nutzen Sie die Suche, um zu finden, was Sie suchen.',
    backHome: 'Zur Startseite',
  },
  unauthorized: {
    title: 'Zugriff verweigert',
    body: 'Sie sind nicht berechtigt, diese Seite aufzurufen',
    loginHint: 'Bitte melden Sie sich an, um fortzufahren.',
    login: 'Anmelden',
    backHome: 'Zur Startseite',
  },
  badRequest: {
    title: 'Unlesbare Adresse',
    body: 'Die Adresse dieser Seite ist fehlerhaft und konnte nicht gelesen werden. Bitte prüfen Sie den Link oder nutzen Sie die Suche.',
    backHome: 'Zur Startseite',
  },
  serverError: {
    title: 'Es ist ein Fehler aufgetreten',
    body: 'Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Kundenservice.',
    backHome: 'Zur Startseite',
  },
  maintenance: {
    title: 'Wartungsarbeiten',
    body: 'Unsere Website wird gerade gewartet.',
    retryLater: 'Bitte versuchen Sie es in wenigen Augenblicken erneut.',
  },
  errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
  unavailable: {
    body: 'Unsere Inhalte sind vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
    retry: 'Erneut versuchen',
  },
  sectionError: {
    text: 'Dieser Teil der Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
} as const satisfies NamespaceTexts<'errors'>;
