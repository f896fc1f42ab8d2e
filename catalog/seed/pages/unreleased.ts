// Pages that are not public (ids 65–66), so previews and the rules that hide such pages can be
// seen and tested: a draft advice article (its planned day has passed, yet its editor has not
// published it) and a news item scheduled for 2099.
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const UNRELEASED_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 65, type: 'advice', themeId: 3, needIds: [3], draft: true, publishedAt: '2025-09-15', order: 7 },
    {
      fr: {
        slug: 'siestes-courtes-et-sommeil-de-nuit',
        title: 'Siestes courtes et sommeil de nuit',
        summary:
          'Une sieste de vingt minutes repose sans voler le sommeil de la nuit\u00a0: quand la faire et combien de temps.',
        body: `
Une courte sieste en début d’après-midi aide à retrouver de la vigilance et la concentration, à condition de rester brève.

## Vingt minutes, pas plus

Au-delà, le sommeil devient profond et le réveil plus difficile. Les siestes longues ou tardives retardent aussi l’endormissement du soir.

## Les bons réflexes

- s’allonger avant 15 heures, dans le calme et la pénombre
- programmer un réveil pour ne pas dépasser vingt minutes
- éviter le café et les écrans juste avant
`,
      },
      nl: {
        slug: 'korte-dutjes-en-nachtrust',
        title: 'Korte dutjes en nachtrust',
        summary: 'Een dutje van twintig minuten geeft rust zonder de nachtrust te verstoren: wanneer en hoe lang.',
        body: `
Een kort dutje vroeg in de namiddag helpt om weer alert te worden en de concentratie terug te vinden, zolang het kort blijft.

## Twintig minuten, niet meer

Daarna wordt de slaap diep en het ontwaken moeilijker. Een lang of laat dutje maakt het inslapen 's avonds ook moeilijker.

## De goede gewoonten

- ga voor 15 uur liggen, in een rustige en donkere kamer
- zet een wekker om de twintig minuten niet te overschrijden
- vermijd koffie en een scherm net ervoor
`,
      },
      de: {
        slug: 'kurze-nickerchen-und-nachtschlaf',
        title: 'Kurze Nickerchen und Nachtschlaf',
        summary: 'Zwanzig Minuten Mittagsschlaf erholen, ohne den Nachtschlaf zu stören: wann und wie lange.',
        body: `
Ein kurzes Nickerchen am frühen Nachmittag macht wieder wach und hilft der Konzentration, solange es kurz bleibt.

## Zwanzig Minuten, nicht mehr

Danach wird der Schlaf tief und das Aufwachen schwerer. Die langen oder späten Nickerchen verzögern auch das Einschlafen am Abend.

## Die guten Gewohnheiten

- sich vor 15 Uhr hinlegen, in der Ruhe und mit wenig Licht
- einen Wecker stellen, der die zwanzig Minuten begrenzt
- den Kaffee und die Bildschirme kurz davor meiden
`,
      },
      es: {
        slug: 'siestas-cortas-y-sueno-nocturno',
        title: 'Siestas cortas y sueño nocturno',
        summary: 'Una siesta de veinte minutos descansa sin robar sueño a la noche: cuándo hacerla y cuánto tiempo.',
        body: `
Una siesta corta a primera hora de la tarde ayuda a recuperar la atención y la concentración, siempre que sea breve.

## Veinte minutos, no más

Después el sueño se vuelve profundo y cuesta más despertarse. Las siestas largas o tardías retrasan también el sueño de la noche.

## Los buenos hábitos

- acostarse antes de las 15 horas, con calma y poca luz
- poner una alarma para no pasar de los veinte minutos
- evitar el café y las pantallas justo antes
`,
      },
      it: {
        slug: 'sonnellini-brevi-e-sonno-notturno',
        title: 'Sonnellini brevi e sonno notturno',
        summary: 'Un sonnellino di venti minuti riposa senza rubare il sonno della notte: quando farlo e per quanto.',
        body: `
Un breve sonnellino nel primo pomeriggio aiuta a ritrovare la vigilanza e la concentrazione, purché resti breve.

## Venti minuti, non di più

Oltre, il sonno diventa profondo e il risveglio più difficile. Il sonnellino lungo o tardivo ritarda anche l’addormentamento della sera.

## Le buone abitudini

- sdraiarsi prima delle 15, nella calma e con poca luce
- puntare una sveglia per non superare i venti minuti
- evitare il caffè e gli schermi subito prima
`,
      },
    },
  ),

  page(
    { id: 66, type: 'news', publishedAt: '2099-01-15', order: 7 },
    {
      fr: {
        slug: 'le-laboratoire-en-2099',
        title: 'Le laboratoire en 2099',
        summary: 'Une annonce programmée pour 2099\u00a0: elle n’apparaît nulle part avant sa date.',
        body: `
Cette actualité est programmée. Elle ne sera publiée qu’à sa date, et le site ne la montre pas avant.

## Une annonce à venir

Le texte est prêt, et seuls les éditeurs peuvent le relire d’ici là, avec les liens de prévisualisation.
`,
      },
      nl: {
        slug: 'het-laboratorium-in-2099',
        title: 'Het laboratorium in 2099',
        summary: 'Een aankondiging gepland voor 2099: ze verschijnt nergens vóór haar datum.',
        body: `
Dit nieuwsbericht is gepland. Het wordt pas op zijn datum gepubliceerd.

## Een aankondiging die komt

De tekst is klaar, en tot dan kunnen alleen de redacteurs hem nalezen.
`,
      },
      de: {
        slug: 'das-labor-im-jahr-2099',
        title: 'Das Labor im Jahr 2099',
        summary: 'Eine für 2099 geplante Meldung: Vor ihrem Datum erscheint sie nirgends.',
        body: `
Diese Meldung ist geplant. Sie erscheint erst an ihrem Datum.

## Eine kommende Ankündigung

Ihr Text ist fertig, und bis dahin können nur die Redakteure ihn lesen.
`,
      },
      es: {
        slug: 'el-laboratorio-en-2099',
        title: 'El laboratorio en 2099',
        summary: 'Un anuncio programado para 2099: no aparece en ningún sitio antes de su fecha.',
        body: `
Esta noticia está programada. Solo se publicará en su fecha, y el sitio no la muestra antes.

## Un anuncio por llegar

El texto está listo, y hasta entonces solo los editores pueden releerlo con el enlace de previsualización.
`,
      },
      it: {
        slug: 'il-laboratorio-nel-2099',
        title: 'Il laboratorio nel 2099',
        summary: 'Un annuncio programmato per il 2099: non compare da nessuna parte prima della sua data.',
        body: `
Questa notizia è programmata. Sarà pubblicata solo alla sua data.

## Un annuncio in arrivo

Il testo è pronto, e fino ad allora solo i redattori possono rileggerlo.
`,
      },
    },
  ),
]);
