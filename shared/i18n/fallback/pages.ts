// Texts of the pages the server can always send without the React renderer: maintenance and
// the error pages (SPEC §8). One entry per language of the site.
import type { Language } from '../../../config/locales.ts';

export interface FallbackTexts {
  appTitle: string;
  backHome: string;
  maintenance: { title: string; body: string };
  badRequest: { title: string; body: string };
  unauthorized: { title: string; body: string; hint: string };
  notFound: { title: string; body: string; hint: string };
  generic: { title: string; body: string };
}

export const FALLBACK_TEXTS: Readonly<Record<Language, FallbackTexts>> = Object.freeze({
  fr: {
    appTitle: 'Vitrine',
    backHome: "Retour à l'accueil",
    maintenance: { title: 'Site en maintenance', body: 'Notre site est en cours de maintenance. Merci de revenir dans quelques instants.' },
    badRequest: { title: 'Requête invalide', body: "L'adresse demandée n'est pas valide." },
    unauthorized: { title: 'Accès refusé', body: "Vous n'êtes pas autorisé à accéder à cette page.", hint: 'Connectez-vous pour y accéder.' },
    notFound: { title: 'Page introuvable', body: "La page demandée n'existe pas ou plus.", hint: 'Utilisez la recherche pour trouver ce que vous cherchez.' },
    generic: { title: 'Erreur', body: 'Une erreur a eu lieu.' },
  },
  nl: {
    appTitle: 'Vitrine',
    backHome: 'Terug naar de startpagina',
    maintenance: { title: 'Website in onderhoud', body: 'Onze website wordt momenteel onderhouden. Probeer het over enkele ogenblikken opnieuw.' },
    badRequest: { title: 'Ongeldige aanvraag', body: 'Het gevraagde adres is ongeldig.' },
    unauthorized: { title: 'Geen toegang', body: 'U hebt geen toegang tot deze pagina.', hint: 'Meld u aan om verder te gaan.' },
    notFound: { title: 'Pagina niet gevonden', body: 'De gevraagde pagina bestaat niet (meer).', hint: 'Gebruik de zoekfunctie om te vinden wat u zoekt.' },
    generic: { title: 'Fout', body: 'Er is een fout opgetreden.' },
  },
  de: {
    appTitle: 'Vitrine',
    backHome: 'Zur Startseite',
    maintenance: { title: 'Wartungsarbeiten', body: 'Unsere Website wird gerade gewartet. Bitte versuchen Sie es in wenigen Augenblicken erneut.' },
    badRequest: { title: 'Ungültige Anfrage', body: 'Die angeforderte Adresse ist ungültig.' },
    unauthorized: { title: 'Zugriff verweigert', body: 'Sie sind nicht berechtigt, diese Seite aufzurufen.', hint: 'Bitte melden Sie sich an.' },
    notFound: { title: 'Seite nicht gefunden', body: 'Die angeforderte Seite existiert nicht oder nicht mehr.', hint: 'Nutzen Sie die Suche, um zu finden, was Sie suchen.' },
    generic: { title: 'Fehler', body: 'Es ist ein Fehler aufgetreten.' },
  },
  es: {
    appTitle: 'Vitrine',
    backHome: 'Volver a la página de inicio',
    maintenance: { title: 'Sitio en mantenimiento', body: 'Nuestro sitio está en mantenimiento. Vuelva a intentarlo dentro de unos instantes.' },
    badRequest: { title: 'Solicitud no válida', body: 'La dirección solicitada no es válida.' },
    unauthorized: { title: 'Acceso denegado', body: 'No está autorizado a acceder a esta página.', hint: 'Inicie sesión para acceder.' },
    notFound: { title: 'Página no encontrada', body: 'La página solicitada no existe o ya no está disponible.', hint: 'Utilice el buscador para encontrar lo que busca.' },
    generic: { title: 'Error', body: 'Se ha producido un error.' },
  },
  it: {
    appTitle: 'Vitrine',
    backHome: 'Torna alla home page',
    maintenance: { title: 'Sito in manutenzione', body: 'Il nostro sito è in manutenzione. La preghiamo di riprovare tra qualche istante.' },
    badRequest: { title: 'Richiesta non valida', body: "L'indirizzo richiesto non è valido." },
    unauthorized: { title: 'Accesso negato', body: 'Non è autorizzato ad accedere a questa pagina.', hint: 'Effettui il login per continuare.' },
    notFound: { title: 'Pagina non trovata', body: 'La pagina richiesta non esiste o non esiste più.', hint: 'Utilizzi la ricerca per trovare ciò che cerca.' },
    generic: { title: 'Errore', body: 'Si è verificato un errore.' },
  },
});
