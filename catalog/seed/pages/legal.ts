// Standard CMS pages (ids 45–48): legal notice, data protection, cookies and general sales
// conditions, published in every country. Their slugs are the targets of the legacy redirects
// (redirects/tables/*.ts): fr mentions-legales, donnees-personnelles; nl juridische-informatie,
// persoonsgegevens; de impressum, datenschutzerklarung; es aviso-legal, proteccion-de-datos;
// it note-legali, dati-personali. Keep them in step with those tables.
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const LEGAL_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 45, type: 'standard', publishedAt: '2024-05-02', order: 1 },
    {
      fr: {
        slug: 'mentions-legales',
        title: 'Mentions légales',
        summary:
          'L’éditeur du site, son hébergement, la propriété intellectuelle et les limites de responsabilité liées aux informations publiées.',
        body: `
## Éditeur du site

Le site est édité par les Laboratoires Vitrine SA, société de droit belge, et par ses filiales pour les pays où elles sont établies.
La société responsable du site de chaque pays est la suivante\u00a0:

- Belgique\u00a0: Laboratoires Vitrine SA, avenue des Sources 12, 1000 Bruxelles.
- Suisse\u00a0: Vitrine Suisse SA, Quellenstrasse 8, 8005 Zurich.
- Allemagne\u00a0: Vitrine GmbH, Brunnenweg 3, 50667 Cologne.
- Espagne\u00a0: Vitrine España S.L., calle de las Fuentes 21, 28001 Madrid.
- Italie\u00a0: Vitrine Italia S.r.l., via delle Fonti 5, 20121 Milan.

## Hébergement

Le site est hébergé sur des serveurs situés dans l’Union européenne, auprès d’un prestataire lié par contrat aux exigences de sécurité et de confidentialité du laboratoire.

## Propriété intellectuelle

Les textes, les images, les logos et les marques présentés sur le site sont protégés. Toute reproduction, même partielle, sans autorisation écrite est interdite.

## Informations de santé

Les informations publiées sont générales et ne remplacent pas l’avis d’un médecin ou d’un pharmacien. Les compléments alimentaires ne sont pas des médicaments
et ne doivent pas se substituer à une alimentation variée et équilibrée ni à un mode de vie sain.
`,
      },
      nl: {
        slug: 'juridische-informatie',
        title: 'Juridische informatie',
        summary:
          'De uitgever van de site, de hosting, de intellectuele eigendom en de grenzen van de aansprakelijkheid voor de gepubliceerde informatie.',
        body: `
## Uitgever van de site

De site wordt uitgegeven door Laboratoires Vitrine NV, een vennootschap naar Belgisch recht, en door de dochterondernemingen in de landen waar die gevestigd zijn.
De vennootschap die verantwoordelijk is voor de site van elk land, is de volgende:

- België: Laboratoires Vitrine NV, Bronnenlaan 12, 1000 Brussel.
- Zwitserland: Vitrine Suisse SA, Quellenstrasse 8, 8005 Zürich.
- Duitsland: Vitrine GmbH, Brunnenweg 3, 50667 Keulen.
- Spanje: Vitrine España S.L., calle de las Fuentes 21, 28001 Madrid.
- Italië: Vitrine Italia S.r.l., via delle Fonti 5, 20121 Milaan.

## Hosting

De site wordt gehost op servers in de Europese Unie, bij een dienstverlener die contractueel gebonden is aan de eisen van het laboratorium inzake veiligheid en vertrouwelijkheid.

## Intellectuele eigendom

De teksten, de beelden, de logo’s en de merken op de site zijn beschermd. Elke reproductie, ook gedeeltelijk, zonder schriftelijke toestemming is verboden.

## Informatie over gezondheid

De gepubliceerde informatie is algemeen en vervangt niet het advies van een arts of een apotheker. Voedingssupplementen zijn geen geneesmiddelen
en mogen een gevarieerde en evenwichtige voeding en een gezonde levensstijl niet vervangen.
`,
      },
      de: {
        slug: 'impressum',
        title: 'Impressum',
        summary:
          'Der Herausgeber der Website, das Hosting, das geistige Eigentum und die Grenzen der Haftung für die veröffentlichten Informationen.',
        body: `
## Herausgeber der Website

Die Website wird von der Laboratoires Vitrine SA, einer Gesellschaft belgischen Rechts, und von den Tochtergesellschaften in den Ländern herausgegeben, in denen sie ansässig sind.
Für die Website des jeweiligen Landes ist die folgende Gesellschaft verantwortlich:

- Belgien: Laboratoires Vitrine SA, Avenue des Sources 12, 1000 Brüssel.
- Schweiz: Vitrine Suisse AG, Quellenstrasse 8, 8005 Zürich.
- Deutschland: Vitrine GmbH, Brunnenweg 3, 50667 Köln.
- Spanien: Vitrine España S.L., Calle de las Fuentes 21, 28001 Madrid.
- Italien: Vitrine Italia S.r.l., Via delle Fonti 5, 20121 Mailand.

## Hosting

Die Website wird auf Servern in der Europäischen Union betrieben, bei einem Dienstleister, der vertraglich an die Anforderungen des Labors an die Sicherheit und die Vertraulichkeit gebunden ist.

## Geistiges Eigentum

Die Texte, die Bilder, die Logos und die Marken der Website sind geschützt. Jede Vervielfältigung, auch in Auszügen, ist ohne schriftliche Genehmigung untersagt.

## Gesundheitsinformationen

Die veröffentlichten Informationen sind allgemein und ersetzen nicht den Rat einer Ärztin, eines Arztes oder der Apotheke. Nahrungsergänzungsmittel sind keine Arzneimittel
und sind kein Ersatz für eine abwechslungsreiche und ausgewogene Ernährung und eine gesunde Lebensweise.
`,
      },
      es: {
        slug: 'aviso-legal',
        title: 'Aviso legal',
        summary:
          'El editor del sitio, el alojamiento, la propiedad intelectual y los límites de responsabilidad sobre la información publicada.',
        body: `
## Editor del sitio

El sitio lo editan Laboratoires Vitrine SA, sociedad de derecho belga, y sus filiales en los países donde están establecidas.
La sociedad responsable del sitio de cada país es la siguiente:

- Bélgica: Laboratoires Vitrine SA, avenue des Sources 12, 1000 Bruselas.
- Suiza: Vitrine Suisse SA, Quellenstrasse 8, 8005 Zúrich.
- Alemania: Vitrine GmbH, Brunnenweg 3, 50667 Colonia.
- España: Vitrine España S.L., calle de las Fuentes 21, 28001 Madrid.
- Italia: Vitrine Italia S.r.l., via delle Fonti 5, 20121 Milán.

## Alojamiento

El sitio está alojado en servidores situados en la Unión Europea, con un proveedor vinculado por contrato a los requisitos de seguridad y confidencialidad del laboratorio.

## Propiedad intelectual

Los textos, las imágenes, los logotipos y las marcas del sitio están protegidos. Queda prohibida toda reproducción, incluso parcial, sin autorización por escrito.

## Información sobre salud

La información publicada es general y no sustituye el consejo de un médico o de un farmacéutico. Los complementos alimenticios no son medicamentos
y no deben utilizarse como sustituto de una dieta variada y equilibrada ni de un estilo de vida saludable.
`,
      },
      it: {
        slug: 'note-legali',
        title: 'Note legali',
        summary:
          'L’editore del sito, l’hosting, la proprietà intellettuale e i limiti di responsabilità per le informazioni pubblicate.',
        body: `
## Editore del sito

Il sito è pubblicato da Laboratoires Vitrine SA, società di diritto belga, e dalle sue controllate nei paesi in cui sono stabilite.
La società responsabile del sito di ciascun paese è la seguente:

- Belgio: Laboratoires Vitrine SA, avenue des Sources 12, 1000 Bruxelles.
- Svizzera: Vitrine Suisse SA, Quellenstrasse 8, 8005 Zurigo.
- Germania: Vitrine GmbH, Brunnenweg 3, 50667 Colonia.
- Spagna: Vitrine España S.L., calle de las Fuentes 21, 28001 Madrid.
- Italia: Vitrine Italia S.r.l., via delle Fonti 5, 20121 Milano.

## Hosting

Il sito è ospitato su server situati nell’Unione europea, presso un fornitore vincolato per contratto ai requisiti di sicurezza e di riservatezza del laboratorio.

## Proprietà intellettuale

I testi, le immagini, i loghi e i marchi presenti sul sito sono protetti. È vietata qualsiasi riproduzione, anche parziale, senza autorizzazione scritta.

## Informazioni sulla salute

Le informazioni pubblicate sono generali e non sostituiscono il parere del medico o del farmacista. Gli integratori alimentari non sono farmaci
e non vanno intesi come sostituti di una dieta varia ed equilibrata e di uno stile di vita sano.
`,
      },
    },
  ),

  page(
    { id: 46, type: 'standard', publishedAt: '2024-05-02', order: 2 },
    {
      fr: {
        slug: 'donnees-personnelles',
        title: 'Protection des données personnelles',
        summary:
          'Les données que nous recueillons, pourquoi nous les utilisons, combien de temps nous les gardons et comment exercer vos droits.',
        body: `
Le laboratoire traite vos données personnelles dans le respect du règlement général sur la protection des données. Le responsable du traitement
est la société qui édite le site de votre pays, indiquée dans les mentions légales.

## Les données recueillies

- Les données du formulaire de contact\u00a0: civilité, nom, adresse e-mail, adresse postale, profil, objet et message.
- Les données de l’inscription à la newsletter\u00a0: adresse e-mail, ville de résidence et consentement.
- Les données de navigation, dans les conditions décrites dans la page consacrée aux cookies.

## Les finalités

Nous utilisons ces données pour répondre à vos demandes, pour vous envoyer la newsletter si vous y avez consenti, pour gérer la relation avec
les clients et les professionnels de santé et pour améliorer le site.

## Les durées de conservation

Les données liées à une relation commerciale sont conservées pendant cinq ans après la fin de cette relation. Les données utilisées pour des études
de marché et de satisfaction sont conservées pendant trois ans. Les données de la newsletter sont supprimées dès la désinscription.

## Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Pour les exercer, écrivez à
dpo@vitrine.example ou utilisez le formulaire de contact. Vous pouvez aussi introduire une réclamation auprès de l’autorité de protection des données de votre pays.
`,
      },
      nl: {
        slug: 'persoonsgegevens',
        title: 'Bescherming van de persoonsgegevens',
        summary:
          'De gegevens die we verzamelen, waarom we ze gebruiken, hoe lang we ze bewaren en hoe u uw rechten uitoefent.',
        body: `
Het laboratorium verwerkt uw persoonsgegevens met respect voor de algemene verordening gegevensbescherming. De verwerkingsverantwoordelijke
is de vennootschap die de site van uw land uitgeeft, zoals vermeld in de juridische informatie.

## De verzamelde gegevens

- De gegevens van het contactformulier: aanspreking, naam, e-mailadres, postadres, profiel, onderwerp en bericht.
- De gegevens van de inschrijving op de nieuwsbrief: e-mailadres, woonplaats en toestemming.
- De surfgegevens, onder de voorwaarden die op de pagina over cookies beschreven staan.

## De doeleinden

We gebruiken die gegevens om uw vragen te beantwoorden, om u de nieuwsbrief te sturen als u daarmee instemde, om de relatie met klanten
en zorgverleners te beheren en om de site te verbeteren.

## De bewaartermijnen

De gegevens die verband houden met een commerciële relatie, bewaren we vijf jaar na het einde van die relatie. De gegevens die gebruikt worden voor markt-
en tevredenheidsonderzoek, bewaren we drie jaar. De gegevens van de nieuwsbrief worden gewist zodra u zich uitschrijft.

## Uw rechten

U hebt het recht op inzage, verbetering, wissing, beperking, bezwaar en overdraagbaarheid. Om die rechten uit te oefenen, schrijft u naar
dpo@vitrine.example of gebruikt u het contactformulier. U kunt ook een klacht indienen bij de gegevensbeschermingsautoriteit van uw land.
`,
      },
      de: {
        slug: 'datenschutzerklarung',
        title: 'Datenschutzerklärung',
        summary:
          'Welche Daten wir erheben, wozu wir sie verwenden, wie lange wir sie speichern und wie Sie Ihre Rechte ausüben.',
        body: `
Das Labor verarbeitet Ihre personenbezogenen Daten unter Beachtung der Datenschutz-Grundverordnung. Verantwortlich für die Verarbeitung ist
die Gesellschaft, die die Website Ihres Landes herausgibt und die im Impressum genannt ist.

## Die erhobenen Daten

- Die Daten des Kontaktformulars: Anrede, Name, E-Mail-Adresse, Postanschrift, Profil, Betreff und Nachricht.
- Die Daten der Anmeldung zum Newsletter: E-Mail-Adresse, Wohnort und Einwilligung.
- Die Nutzungsdaten, unter den Bedingungen, die auf der Seite zu den Cookies beschrieben sind.

## Die Zwecke

Wir verwenden diese Daten, um Ihre Anfragen zu beantworten, um Ihnen mit Ihrer Einwilligung den Newsletter zu senden, um die Beziehung mit den Kundinnen,
den Kunden und den Fachleuten im Gesundheitswesen zu verwalten und um die Website zu verbessern.

## Die Speicherdauer

Die Daten einer Geschäftsbeziehung werden fünf Jahre nach dem Ende dieser Beziehung gespeichert. Die Daten, die für Markt- und Zufriedenheitsstudien
verwendet werden, werden drei Jahre lang gespeichert. Die Daten des Newsletters werden mit der Abmeldung gelöscht.

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit. Schreiben Sie dazu an
dpo@vitrine.example oder nutzen Sie das Kontaktformular. Sie können sich außerdem bei der Datenschutzbehörde Ihres Landes beschweren.
`,
      },
      es: {
        slug: 'proteccion-de-datos',
        title: 'Protección de datos personales',
        summary:
          'Los datos que recogemos, por qué los utilizamos, cuánto tiempo los conservamos y cómo ejercer sus derechos.',
        body: `
El laboratorio trata sus datos personales conforme al Reglamento General de Protección de Datos. El responsable del tratamiento
es la sociedad que edita el sitio de su país, indicada en el aviso legal.

## Los datos recogidos

- Los datos del formulario de contacto: tratamiento, nombre, correo electrónico, dirección postal, perfil, asunto y mensaje.
- Los datos de la suscripción a la newsletter: correo electrónico, ciudad de residencia y consentimiento.
- Los datos de navegación, en las condiciones descritas en la página sobre las cookies.

## Las finalidades

Utilizamos estos datos para responder a sus solicitudes, para enviarle la newsletter si ha dado su consentimiento, para gestionar la relación con
los clientes y los profesionales de la salud y para mejorar el sitio.

## Los plazos de conservación

Los datos vinculados a una relación comercial se conservan durante cinco años después del final de esa relación. Los datos utilizados para los estudios
de mercado y de satisfacción se conservan durante tres años. Los datos de la newsletter se suprimen en cuanto se da de baja.

## Sus derechos

Tiene derecho de acceso, rectificación, supresión, limitación, oposición y portabilidad. Para ejercerlos, escriba a
dpo@vitrine.example o utilice el formulario de contacto. También puede presentar una reclamación ante la autoridad de protección de datos de su país.
`,
      },
      it: {
        slug: 'dati-personali',
        title: 'Protezione dei dati personali',
        summary:
          'I dati che raccogliamo, perché li usiamo, per quanto tempo li conserviamo e come esercitare i Suoi diritti.',
        body: `
Il laboratorio tratta i Suoi dati personali nel rispetto del regolamento generale sulla protezione dei dati. Il titolare del trattamento
è la società che pubblica il sito del Suo paese, indicata nelle note legali.

## I dati raccolti

- I dati del modulo di contatto: titolo, nome, indirizzo e-mail, indirizzo postale, profilo, oggetto e messaggio.
- I dati dell’iscrizione alla newsletter: indirizzo e-mail, città di residenza e consenso.
- I dati di navigazione, alle condizioni descritte nella pagina dedicata ai cookie.

## Le finalità

Usiamo questi dati per rispondere alle Sue richieste, per inviarLe la newsletter se ha dato il consenso, per gestire il rapporto con
i clienti e con i professionisti della salute e per migliorare il sito.

## I tempi di conservazione

I dati legati a un rapporto commerciale sono conservati per cinque anni dopo la fine del rapporto. I dati usati per le ricerche
di mercato e di soddisfazione sono conservati per tre anni. I dati della newsletter sono cancellati con la disiscrizione.

## I Suoi diritti

Ha il diritto di accesso, di rettifica, di cancellazione, di limitazione, di opposizione e di portabilità. Per esercitarli scriva a
dpo@vitrine.example o usi il modulo di contatto. Può anche presentare un reclamo all’autorità per la protezione dei dati del Suo paese.
`,
      },
    },
  ),

  page(
    { id: 47, type: 'standard', publishedAt: '2024-05-02', order: 3 },
    {
      fr: {
        slug: 'cookies',
        title: 'Politique relative aux cookies',
        summary:
          'Les cookies que le site dépose, leur utilité, leur durée et la manière de modifier vos choix à tout moment.',
        body: `
Un cookie est un petit fichier enregistré par votre navigateur lors de la visite d’un site. Certains sont indispensables au fonctionnement du site\u202f;
les autres ne sont déposés qu’avec votre accord.

## Les catégories de cookies

- Les cookies nécessaires\u00a0: la langue choisie, conservée 365 jours, et la mémoire de la fermeture des bandeaux d’information.
- Les cookies de mesure d’audience, qui nous aident à comprendre l’usage du site\u202f; certains durent une minute, 24 heures ou le temps de la session.
- Les cookies des vidéos, bloqués tant que vous n’avez pas accepté ceux du service qui les diffuse.

## Votre consentement

Votre choix est conservé pendant 12 mois, après quoi il vous sera de nouveau demandé. Vous pouvez le modifier à tout moment grâce au bouton
«\u00a0Préférences cookies\u00a0» en bas de chaque page, et refuser la mesure d’audience en décochant la case prévue à cet effet.
`,
      },
      nl: {
        slug: 'cookies',
        title: 'Cookiebeleid',
        summary:
          'De cookies die de site plaatst, waarvoor ze dienen, hoe lang ze blijven en hoe u uw keuze op elk moment wijzigt.',
        body: `
Een cookie is een klein bestand dat uw browser opslaat wanneer u een site bezoekt. Sommige cookies zijn onmisbaar voor de werking van de site;
de andere worden alleen met uw toestemming geplaatst.

## De categorieën cookies

- De noodzakelijke cookies: de gekozen taal, die 365 dagen bewaard wordt, en het onthouden van gesloten informatiebanners.
- De cookies voor bezoekersstatistieken, die ons helpen het gebruik van de site te begrijpen; sommige blijven een minuut, 24 uur of de duur van de sessie.
- De cookies van de video’s, die geblokkeerd blijven zolang u de cookies van de videodienst niet aanvaardt.

## Uw toestemming

Uw keuze wordt 12 maanden bewaard, daarna vragen we ze opnieuw. U kunt ze op elk moment wijzigen met de knop “Cookievoorkeuren” onderaan
elke pagina, en de bezoekersstatistieken weigeren door het vakje daarvoor uit te vinken.
`,
      },
      de: {
        slug: 'cookies',
        title: 'Cookie-Richtlinie',
        summary: 'Die Cookies, die die Website setzt, ihr Zweck, ihre Dauer und wie Sie Ihre Auswahl jederzeit ändern.',
        body: `
Ein Cookie ist eine kleine Datei, die der Browser beim Besuch einer Website speichert. Manche sind für den Betrieb der Website unverzichtbar;
die anderen werden nur mit Ihrer Einwilligung gesetzt.

## Kategorien von Cookies

- Die notwendigen Cookies: die gewählte Sprache, die 365 Tage gespeichert wird, und die Erinnerung an geschlossene Hinweisbanner.
- Die Cookies der Reichweitenmessung, die uns helfen, die Nutzung der Website zu verstehen; manche gelten eine Minute, 24 Stunden oder für die Dauer der Sitzung.
- Die Cookies der Videos, die blockiert bleiben, bis Sie die Cookies des Videodienstes akzeptieren.

## Ihre Einwilligung

Ihre Auswahl wird 12 Monate lang gespeichert, danach fragen wir erneut. Sie können sie jederzeit über die Schaltfläche „Cookie-Einstellungen“ am Ende
jeder Seite ändern und die Reichweitenmessung ablehnen, indem Sie das dafür vorgesehene Kästchen abwählen.
`,
      },
      es: {
        slug: 'cookies',
        title: 'Política de cookies',
        summary:
          'Las cookies que instala el sitio, su utilidad, su duración y cómo cambiar su elección en cualquier momento.',
        body: `
Una cookie es un pequeño archivo que el navegador guarda al visitar un sitio. Algunas son indispensables para el funcionamiento del sitio;
las demás solo se instalan con su consentimiento.

## Las categorías de cookies

- Las cookies necesarias: el idioma elegido, que se conserva 365 días, y el recuerdo de los avisos informativos cerrados.
- Las cookies de medición de audiencia, que nos ayudan a entender el uso del sitio; algunas duran un minuto, 24 horas o el tiempo de la sesión.
- Las cookies de los vídeos, bloqueadas mientras no acepte las del servicio que los difunde.

## Su consentimiento

Su elección se conserva durante 12 meses y después se le vuelve a preguntar. Puede cambiarla en cualquier momento con el botón
«Preferencias de cookies» al pie de cada página, y rechazar la medición de audiencia desmarcando la casilla prevista para ello.
`,
      },
      it: {
        slug: 'cookie',
        title: 'Informativa sui cookie',
        summary:
          'I cookie che il sito installa, la loro utilità, la loro durata e il modo di modificare le Sue scelte in qualsiasi momento.',
        body: `
Un cookie è un piccolo file che il browser registra durante la visita di un sito. Alcuni sono indispensabili per il funzionamento del sito;
gli altri vengono installati solo con il Suo consenso.

## Le categorie di cookie

- I cookie necessari: la lingua scelta, conservata per 365 giorni, e il ricordo della chiusura dei banner informativi.
- I cookie di misurazione del pubblico, che ci aiutano a capire l’uso del sito; alcuni durano un minuto, 24 ore o il tempo della sessione.
- I cookie dei video, bloccati finché non accettate quelli del servizio che li diffonde.

## Il Suo consenso

La Sua scelta è conservata per 12 mesi, dopo i quali Le sarà chiesta di nuovo. Può modificarla in qualsiasi momento con il pulsante
«Preferenze cookie» in fondo a ogni pagina, e rifiutare la misurazione del pubblico togliendo la spunta dalla casella prevista.
`,
      },
    },
  ),

  page(
    { id: 48, type: 'standard', publishedAt: '2024-05-02', order: 4 },
    {
      fr: {
        slug: 'conditions-generales-de-vente',
        title: 'Conditions générales de vente',
        summary:
          'Les conditions applicables aux commandes passées auprès du laboratoire\u00a0: prix, paiement, livraison, droit de rétractation et service client.',
        body: `
Ce site présente nos produits à titre d’information et ne permet pas de passer commande. Les conditions ci-dessous s’appliquent aux commandes
passées directement auprès du laboratoire, lorsque ce service est proposé dans votre pays\u202f; nos produits restent disponibles en pharmacie.

## Commande et paiement

Les prix sont indiqués toutes taxes comprises, dans la monnaie du pays. Le paiement doit être finalisé dans un délai de 15 minutes après la validation
de la commande\u202f; passé ce délai, la commande est annulée et doit être recommencée.

## Livraison

- Livraison standard à domicile en 2 à 4 jours ouvrés.
- Livraison standard offerte dès 49 euros d’achat.
- Le suivi du colis est communiqué par e-mail dès l’expédition.

## Droit de rétractation

Vous disposez de 14 jours après la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier. Le remboursement
intervient dans les 14 jours suivant le retour des produits, par le moyen de paiement utilisé lors de la commande.

## Service client

Notre service client vous répond du lundi au vendredi, de 9 h à 13 h et de 14 h à 18 h (en Espagne, de 9 h à 18 h), par téléphone ou via le formulaire de contact.
`,
      },
      nl: {
        slug: 'algemene-verkoopsvoorwaarden',
        title: 'Algemene verkoopsvoorwaarden',
        summary:
          'De voorwaarden voor bestellingen bij het laboratorium: prijzen, betaling, levering, herroepingsrecht en klantendienst.',
        body: `
Deze site stelt onze producten ter informatie voor en laat niet toe om te bestellen. De voorwaarden hieronder gelden voor de bestellingen
die rechtstreeks bij het laboratorium geplaatst worden, wanneer die dienst in uw land bestaat; onze producten blijven verkrijgbaar in de apotheek.

## Bestelling en betaling

De prijzen zijn inclusief alle belastingen, in de munt van het land. De betaling moet binnen 15 minuten na de bevestiging van de bestelling
afgerond zijn; daarna wordt de bestelling geannuleerd en moet u opnieuw beginnen.

## Levering

- Standaardlevering aan huis in 2 tot 4 werkdagen.
- Gratis standaardlevering vanaf 49 euro aankopen.
- De opvolging van het pakket ontvangt u per e-mail bij de verzending.

## Herroepingsrecht

U hebt 14 dagen na de ontvangst van de bestelling om uw herroepingsrecht uit te oefenen, zonder dat u een reden moet opgeven. De terugbetaling
gebeurt binnen de 14 dagen na de terugzending van de producten, met het betaalmiddel van de bestelling.

## Klantendienst

Onze klantendienst is bereikbaar van maandag tot vrijdag, van 9 tot 13 uur en van 14 tot 18 uur (in Spanje van 9 tot 18 uur), per telefoon of via het contactformulier.
`,
      },
      de: {
        slug: 'allgemeine-geschaftsbedingungen',
        title: 'Allgemeine Geschäftsbedingungen',
        summary:
          'Die Bedingungen für Bestellungen beim Labor: Preise, Zahlung, Lieferung, Widerrufsrecht und Kundenservice.',
        body: `
Diese Website stellt unsere Produkte zur Information vor und ermöglicht keine Bestellung. Die folgenden Bedingungen gelten für Bestellungen,
die direkt beim Labor aufgegeben werden, wenn dieser Dienst in Ihrem Land angeboten wird; unsere Produkte sind weiterhin in der Apotheke erhältlich.

## Bestellung und Zahlung

Die Preise verstehen sich einschließlich der gesetzlichen Mehrwertsteuer und in der Währung des Landes. Die Zahlung muss innerhalb von 15 Minuten nach der Bestätigung
der Bestellung abgeschlossen sein; danach wird die Bestellung storniert und muss neu aufgegeben werden.

## Lieferung

- Standardlieferung nach Hause in 2 bis 4 Werktagen.
- Kostenlose Standardlieferung ab einem Einkaufswert von 49 Euro.
- Die Sendungsverfolgung erhalten Sie mit dem Versand per E-Mail.

## Widerrufsrecht

Sie haben 14 Tage nach dem Erhalt der Bestellung Zeit, um Ihr Widerrufsrecht ohne Angabe von Gründen auszuüben. Die Rückerstattung erfolgt
innerhalb von 14 Tagen nach der Rücksendung der Produkte über das bei der Bestellung verwendete Zahlungsmittel.

## Kundenservice

Unser Kundenservice ist von Montag bis Freitag von 9 bis 13 Uhr und von 14 bis 18 Uhr (in Spanien von 9 bis 18 Uhr) per Telefon oder über das Kontaktformular für Sie da.
`,
      },
      es: {
        slug: 'condiciones-generales-de-venta',
        title: 'Condiciones generales de venta',
        summary:
          'Las condiciones aplicables a los pedidos realizados al laboratorio: precios, pago, entrega, derecho de desistimiento y atención al cliente.',
        body: `
Este sitio presenta nuestros productos con fines informativos y no permite hacer pedidos. Las condiciones siguientes se aplican a los pedidos
realizados directamente al laboratorio, cuando ese servicio se ofrece en su país; nuestros productos siguen disponibles en la farmacia.

## Pedido y pago

Los precios se indican con todos los impuestos incluidos, en la moneda del país. El pago debe completarse en un plazo de 15 minutos después de la validación
del pedido; pasado ese plazo, el pedido se anula y hay que empezarlo de nuevo.

## Entrega

- Entrega estándar a domicilio en 2 a 4 días laborables.
- Entrega estándar gratuita a partir de 49 euros de compra.
- El seguimiento del paquete se envía por correo electrónico con la expedición.

## Derecho de desistimiento

Dispone de 14 días desde la recepción del pedido para ejercer su derecho de desistimiento, sin necesidad de justificación. El reembolso
se realiza en los 14 días siguientes a la devolución de los productos, con el medio de pago utilizado en el pedido.

## Atención al cliente

Nuestro servicio de atención al cliente le atiende de lunes a viernes de 9 a 13 h y de 14 a 18 h (en España, de 9 a 18 h), por teléfono o con el formulario de contacto.
`,
      },
      it: {
        slug: 'condizioni-generali-di-vendita',
        title: 'Condizioni generali di vendita',
        summary:
          'Le condizioni applicabili agli ordini effettuati presso il laboratorio: prezzi, pagamento, consegna, diritto di recesso e servizio clienti.',
        body: `
Questo sito presenta i nostri prodotti a titolo informativo e non permette di effettuare ordini. Le condizioni seguenti si applicano agli ordini
effettuati direttamente presso il laboratorio, quando il servizio è offerto nel Suo paese; i nostri prodotti restano disponibili in farmacia.

## Ordine e pagamento

I prezzi sono indicati comprensivi di tutte le imposte, nella valuta del paese. Il pagamento deve essere completato entro 15 minuti dalla conferma
dell’ordine; trascorso questo tempo, l’ordine è annullato e deve essere ripetuto.

## Consegna

- Consegna standard a domicilio in 2–4 giorni lavorativi.
- Consegna standard gratuita a partire da 49 euro di acquisto.
- Il tracciamento del pacco è comunicato via e-mail alla spedizione.

## Diritto di recesso

Ha 14 giorni dal ricevimento dell’ordine per esercitare il diritto di recesso, senza doverne indicare il motivo. Il rimborso
avviene entro 14 giorni dalla restituzione dei prodotti, con il mezzo di pagamento usato per l’ordine.

## Servizio clienti

Il nostro servizio clienti risponde dal lunedì al venerdì, dalle 9 alle 13 e dalle 14 alle 18 (in Spagna dalle 9 alle 18), per telefono o con il modulo di contatto.
`,
      },
    },
  ),
]);
