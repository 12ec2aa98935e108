import type {
  DownloadsBlock,
  EpaperIframeBlock,
  HistorieBlock,
  IframeBlock,
  KarriereBlock,
  RepVorteileBlock,
  StoererBlock,
  ZertifizierungenBlock,
} from '@/payload-types'

import type { ImageIds } from '../images'
import { URLS } from '../pages/types'
import { doc, h2, p } from '../richText'

/** The static blocks of the showcase page: promos, embeds, timeline, seals, downloads, advantages, careers. */
export type StaticShowcaseBlock =
  | StoererBlock
  | IframeBlock
  | HistorieBlock
  | ZertifizierungenBlock
  | DownloadsBlock
  | RepVorteileBlock
  | EpaperIframeBlock
  | KarriereBlock

type Locale = 'de' | 'en'

/**
 * Embeds served by the site itself (public/embeds/), so the showcase loads nothing from third
 * parties before consent: a directions sketch and the magazine's issue list.
 */
const HARBOUR_MAP = (locale: Locale) => `/embeds/anfahrt-hafen.${locale}.html`
const MAGAZINE = (locale: Locale) => `/embeds/magazin.${locale}.html`

function stoerers(img: ImageIds, locale: Locale): StoererBlock[] {
  const de = locale === 'de'
  return [
    {
      blockType: 'stoerer',
      main_block_stoerer_typ: '1',
      main_block_stoerer_titel: de ? 'Das Jahresprogramm 2026 ist da' : 'Our 2026 programme is out',
      main_block_stoerer_text: doc(
        de
          ? 'Über 60 offene Seminare für Führungskräfte, Projektverantwortliche und Teams – in Münster, Hamburg, Köln, München und online.'
          : 'More than 60 open seminars for managers, project leads and teams – in Münster, Hamburg, Cologne, Munich and online.',
      ),
      main_block_stoerer_link: URLS[locale].seminars,
      main_block_stoerer_link_text: de ? 'Alle Seminare ansehen' : 'Browse all seminars',
      main_block_stoerer_bild: img.skyline,
      main_block_spalten_breite: '58',
      main_block_hintergrundfarbe: '1',
    },
    {
      blockType: 'stoerer',
      main_block_stoerer_typ: '2',
      main_block_stoerer_titel: de
        ? 'Inhouse-Seminare nach Maß'
        : 'In-house seminars made to measure',
      main_block_stoerer_text: doc(
        de
          ? 'Wir kommen zu Ihnen: Inhalte, Termine und Beispiele richten wir an Ihrem Unternehmen aus. Ab sechs Teilnehmenden lohnt sich ein Inhouse-Seminar fast immer.'
          : 'We come to you: content, dates and examples are tailored to your organisation. From six participants, an in-house seminar almost always pays off.',
      ),
      main_block_stoerer_link: URLS[locale].inhouse,
      main_block_stoerer_link_text: de ? 'Inhouse-Angebot anfragen' : 'Request an in-house offer',
      main_block_stoerer_bild: img.inhouse,
      main_block_spalten_breite: '58',
      main_block_hintergrundfarbe: '3',
    },
    {
      blockType: 'stoerer',
      main_block_stoerer_typ: '3',
      main_block_stoerer_titel: de
        ? 'Schritt für Schritt zur Führungsrolle'
        : 'Step by step into a leadership role',
      main_block_stoerer_text: doc(
        de
          ? 'Unsere Entwicklungsprogramme verbinden vier bis sechs Seminare mit Praxisaufgaben und Einzelcoaching – über sechs bis zwölf Monate.'
          : 'Our development programmes combine four to six seminars with practical assignments and one-to-one coaching – over six to twelve months.',
      ),
      main_block_stoerer_link: URLS[locale].programmes,
      main_block_stoerer_link_text: de ? 'Programme vergleichen' : 'Compare programmes',
      main_block_stoerer_bild: img.path,
      main_block_spalten_breite: '58',
      main_block_hintergrundfarbe: '4',
    },
  ]
}

function history(img: ImageIds, locale: Locale): HistorieBlock {
  const de = locale === 'de'
  const entries: [string, string, string, number?][] = [
    [
      '1998',
      'Drei Trainerinnen und Trainer gründen das Institut in einem Büro an der Ludgeristraße – mit einem Seminar im Monat.',
      'Three trainers found the institute in an office on Ludgeristraße – with one seminar a month.',
    ],
    [
      '2003',
      'Die ersten Inhouse-Programme für Unternehmen aus dem Münsterland; das Team wächst auf zwölf Personen.',
      'The first in-house programmes for companies in the Münsterland region; the team grows to twelve.',
    ],
    [
      '2009',
      'Umzug in den umgebauten Speicher am Hafen: fünf Seminarräume mit Tageslicht und eine Terrasse am Wasser.',
      'Move to the converted warehouse at the harbour: five seminar rooms with daylight and a terrace by the water.',
      img.harbour,
    ],
    [
      '2014',
      'Start der Entwicklungsprogramme, die Seminare, Praxisaufgaben und Coaching über mehrere Monate verbinden.',
      'Launch of the development programmes that combine seminars, practical assignments and coaching over several months.',
    ],
    [
      '2020',
      'Alle Kernseminare gibt es nun auch als Live-Online-Format – mit denselben Trainerinnen und Trainern.',
      'All core seminars are now also available live online – with the same trainers.',
      img.coaching,
    ],
    [
      '2023',
      '25 Jahre Institut: rund 3.500 Teilnehmende im Jahr und eine durchschnittliche Bewertung von 4,8 von 5 Punkten.',
      '25 years of the institute: around 3,500 participants a year and an average rating of 4.8 out of 5.',
    ],
  ]
  return {
    blockType: 'historie',
    main_block_historie_titel: de ? 'Unsere Geschichte' : 'Our history',
    main_block_historie_eintraege: entries.map(([year, textDe, textEn, image]) => ({
      main_block_historie_eintrag_titel: year,
      main_block_historie_eintrag_text: doc(de ? textDe : textEn),
      main_block_historie_eintrag_bild: image ?? null,
    })),
    main_block_hintergrundfarbe: '2',
  }
}

function certifications(img: ImageIds, locale: Locale): ZertifizierungenBlock {
  const de = locale === 'de'
  const items: [string, string, number][] = [
    [
      'Qualitätsmanagement nach DIN EN ISO 9001',
      'Quality management to DIN EN ISO 9001',
      img.charts,
    ],
    ['Geprüfte Trainerausbildung', 'Certified trainer education', img.workshop],
    [
      'Anerkannter Bildungsurlaub in NRW',
      'Approved educational leave in North Rhine-Westphalia',
      img.seminarRoom,
    ],
    [
      'Mitglied im Netzwerk Führungskräfteentwicklung Westfalen',
      'Member of the Westphalian leadership development network',
      img.skyline,
    ],
  ]
  return {
    blockType: 'zertifizierungen',
    main_block_zertifizierungen_titel: de ? 'Geprüfte Qualität' : 'Proven quality',
    main_block_zertifizierungen_text: doc(
      de
        ? 'Unabhängige Stellen prüfen regelmäßig, wie wir Seminare planen, durchführen und auswerten. Viele unserer Seminare können Sie als Bildungsurlaub nutzen.'
        : 'Independent bodies regularly review how we plan, run and evaluate our seminars. Many of our seminars qualify for educational leave.',
    ),
    main_block_zertifizierungen: items.map(([titleDe, titleEn, image]) => ({
      main_block_zertifizierung_titel: de ? titleDe : titleEn,
      main_block_zertifizierung_bild: image,
    })),
    main_block_hintergrundfarbe: '3',
  }
}

function downloads(img: ImageIds, locale: Locale): DownloadsBlock {
  const de = locale === 'de'
  // Images stand in for the files until the demo PDFs exist.
  return {
    blockType: 'downloads',
    main_block_download_titel: de ? 'Broschüren und Unterlagen' : 'Brochures and documents',
    main_block_download_untertitel: de
      ? 'Zum Lesen, Ausdrucken und Weitergeben an Ihre Personalabteilung.'
      : 'To read, print and pass on to your HR department.',
    downloads: [
      {
        download_titel: de ? 'Jahresprogramm 2026' : '2026 seminar programme',
        download_datei: img.seminarRoom,
        download_thumbnail: img.skyline,
      },
      {
        download_titel: de ? 'Inhouse-Seminare: So arbeiten wir' : 'In-house seminars: how we work',
        download_datei: img.inhouse,
      },
      {
        download_titel: de
          ? 'Anfahrt zum Institut am Hafen'
          : 'Directions to the institute at the harbour',
        download_datei: img.harbour,
      },
    ],
    main_block_hintergrundfarbe: '1',
  }
}

function advantages(locale: Locale): RepVorteileBlock {
  const de = locale === 'de'
  const items: [
    RepVorteileBlock['main_block_rep_vorteile'][number]['main_block_rep_vorteil_icon'],
    string,
    string,
    string,
    string,
  ][] = [
    [
      'users',
      'Kleine Gruppen',
      'Höchstens zwölf Teilnehmende, damit jede Frage Platz hat.',
      'Small groups',
      'Twelve participants at most, so there is room for every question.',
    ],
    [
      'award',
      'Erfahrene Trainer',
      'Alle haben selbst Teams geführt – in Industrie, Handel und Verwaltung.',
      'Experienced trainers',
      'All of them have led teams themselves – in industry, retail and public service.',
    ],
    [
      'check',
      'Durchführungsgarantie',
      'Gebuchte Termine finden statt, auch bei wenigen Anmeldungen.',
      'Guaranteed dates',
      'Booked dates go ahead, even with few registrations.',
    ],
    [
      'chart',
      'Messbare Wirkung',
      'Wir fragen drei Monate später nach, was sich verändert hat.',
      'Measurable impact',
      'Three months later we ask what has changed.',
    ],
    [
      'calendar',
      'Flexible Termine',
      'Jedes Seminar mehrmals im Jahr, in Präsenz oder live online.',
      'Flexible dates',
      'Every seminar several times a year, on site or live online.',
    ],
    [
      'chat',
      'Persönliche Beratung',
      'Wir helfen Ihnen, das passende Seminar zu finden.',
      'Personal advice',
      'We help you find the right seminar.',
    ],
  ]
  return {
    blockType: 'rep_vorteile',
    main_block_rep_vorteile_titel: de
      ? 'Warum das Institut für Führung?'
      : 'Why the Institut für Führung?',
    main_block_rep_vorteile: items.map(([icon, titleDe, textDe, titleEn, textEn]) => ({
      main_block_rep_vorteil_icon: icon,
      main_block_rep_vorteil_titel: de ? titleDe : titleEn,
      main_block_rep_vorteil_text: de ? textDe : textEn,
    })),
    main_block_hintergrundfarbe: '5',
  }
}

function map(locale: Locale): IframeBlock {
  const de = locale === 'de'
  return {
    blockType: 'iframe',
    main_block_iframe_titel: de ? 'So finden Sie uns' : 'How to find us',
    main_block_iframe_intro: doc(
      de
        ? 'Das Institut liegt am Stadthafen, zehn Gehminuten vom Hauptbahnhof. Parkplätze finden Sie im Parkhaus am Hafenplatz.'
        : 'The institute is at the city harbour, a ten-minute walk from the main station. You can park in the multi-storey car park at Hafenplatz.',
    ),
    main_block_iframe_src: HARBOUR_MAP(locale),
    main_block_iframe_frame_titel: de
      ? 'Anfahrtsskizze: vom Hauptbahnhof zum Institut am Hafen'
      : 'Directions sketch: from the main station to the institute at the harbour',
    main_block_iframe_hoehe: '400',
    main_block_iframe_fallback: de ? 'die Anfahrtsskizze' : 'the directions sketch',
    main_block_hintergrundfarbe: '1',
  }
}

function epaper(locale: Locale): EpaperIframeBlock {
  const de = locale === 'de'
  return {
    blockType: 'epaper_iframe',
    main_block_cke: doc(
      h2(de ? 'Das Magazin „Führen“ als E-Paper' : 'Our magazine “Führen” as an e-paper'),
      p(
        de
          ? 'Viermal im Jahr: Interviews mit Führungskräften, Methoden zum Ausprobieren und ein Blick hinter die Kulissen unserer Seminare.'
          : 'Four times a year: interviews with managers, methods to try out and a look behind the scenes of our seminars.',
      ),
    ),
    main_block_cke2: doc(
      p(
        de
          ? 'Die Anmeldung ist kostenlos. Sie erhalten jede neue Ausgabe per E-Mail und können sich jederzeit wieder abmelden.'
          : 'Signing up is free. You receive every new issue by email and can unsubscribe at any time.',
      ),
      p(
        de
          ? `Mehr dazu in unserer [Datenschutzerklärung](${URLS.de.privacy}).`
          : `More in our [privacy statement](${URLS.en.privacy}).`,
      ),
    ),
    main_block_epaper_iframe_src: MAGAZINE(locale),
    main_block_epaper_iframe_frame_titel: de
      ? 'Die letzten Ausgaben des Magazins'
      : 'The latest issues of the magazine',
    main_block_epaper_iframe_hoehe: '400',
    main_block_epaper_iframe_fallback: de ? 'die Ausgabenliste' : 'the list of issues',
    main_block_epaper_iframe_anordnung: 'unten',
    main_block_hintergrundfarbe: '4',
  }
}

function careers(locale: Locale): KarriereBlock {
  const de = locale === 'de'
  return {
    blockType: 'karriere',
    main_block_karriere_titel: de ? 'Arbeiten am Institut' : 'Working at the institute',
    main_block_karriere_intro: doc(
      de
        ? 'Wir suchen Trainerinnen und Trainer mit Führungserfahrung sowie Kolleginnen und Kollegen für Seminarorganisation und Kundenberatung. Schreiben Sie uns – auch initiativ.'
        : 'We are looking for trainers with leadership experience and for colleagues in seminar organisation and customer advice. Get in touch – unsolicited applications are welcome.',
    ),
    main_block_karriere_link: URLS[locale].contact,
    main_block_karriere_link_text: de ? 'Kontakt aufnehmen und bewerben' : 'Get in touch and apply',
    main_block_hintergrundfarbe: '6',
  }
}

/** Demo blocks for the showcase page, one or more of each static type, in the given language. */
export function staticShowcaseBlocks(images: ImageIds, locale: Locale): StaticShowcaseBlock[] {
  const [banner, beside, mirrored] = stoerers(images, locale)
  return [
    banner,
    advantages(locale),
    beside,
    history(images, locale),
    certifications(images, locale),
    mirrored,
    downloads(images, locale),
    map(locale),
    epaper(locale),
    careers(locale),
  ]
}
