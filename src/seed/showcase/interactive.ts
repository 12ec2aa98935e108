import type {
  KachelnBlock,
  KundenstimmenBlock,
  PublikationenBlock,
  VideoBlock,
} from '@/payload-types'

import type { ImageIds } from '../images'
import { URLS } from '../pages/types'

/** The interactive blocks of the showcase page: tiles, publications, testimonials and videos. */
export type InteractiveShowcaseBlock =
  KachelnBlock | PublikationenBlock | KundenstimmenBlock | VideoBlock

type Locale = 'de' | 'en'
type Both = { de: string; en: string }

/** Nine topic tiles, so the first "show more" has something to show. */
function tiles(img: ImageIds, locale: Locale): KachelnBlock {
  const urls = URLS[locale]
  const items: [title: Both, text: Both, image: number, link: string][] = [
    [
      { de: 'Mitarbeiterführung', en: 'Leading people' },
      {
        de: 'Ziele vereinbaren, delegieren, Feedback geben: das Handwerkszeug für den Führungsalltag.',
        en: 'Agreeing goals, delegating, giving feedback: the everyday craft of leadership.',
      },
      img.seminarRoom,
      urls.seminars,
    ],
    [
      { de: 'Kommunikation', en: 'Communication' },
      {
        de: 'Klar sprechen, aufmerksam zuhören und schwierige Gespräche gut vorbereiten.',
        en: 'Speaking clearly, listening closely and preparing difficult conversations well.',
      },
      img.workshop,
      urls.seminars,
    ],
    [
      { de: 'Konflikte lösen', en: 'Resolving conflict' },
      {
        de: 'Spannungen früh erkennen und mit allen Beteiligten tragfähige Lösungen finden.',
        en: 'Spotting tension early and finding solutions that everyone involved can live with.',
      },
      img.coaching,
      urls.seminars,
    ],
    [
      { de: 'Veränderung gestalten', en: 'Shaping change' },
      {
        de: 'Teams durch Umbrüche führen, Widerstände verstehen und Orientierung geben.',
        en: 'Guiding teams through upheaval, understanding resistance and giving direction.',
      },
      img.path,
      urls.seminars,
    ],
    [
      { de: 'Projekte leiten', en: 'Leading projects' },
      {
        de: 'Planen, steuern und führen ohne Weisungsbefugnis – klassisch, agil oder hybrid.',
        en: 'Planning, steering and leading without formal authority – classic, agile or hybrid.',
      },
      img.charts,
      urls.seminars,
    ],
    [
      { de: 'Selbstmanagement', en: 'Self-management' },
      {
        de: 'Prioritäten setzen, Energie einteilen und auch unter Druck handlungsfähig bleiben.',
        en: 'Setting priorities, managing your energy and staying effective under pressure.',
      },
      img.skyline,
      urls.seminars,
    ],
    [
      { de: 'Inhouse-Trainings', en: 'In-house training' },
      {
        de: 'Seminare für Ihr Team oder Ihre Führungsebene, zugeschnitten auf Ihr Unternehmen.',
        en: 'Seminars for your team or management level, tailored to your organisation.',
      },
      img.inhouse,
      urls.inhouse,
    ],
    [
      { de: 'Entwicklungsprogramme', en: 'Development programmes' },
      {
        de: 'Sechs bis zwölf Monate mit aufeinander abgestimmten Modulen und Praxisprojekt.',
        en: 'Six to twelve months of modules that build on each other, with a practice project.',
      },
      img.harbour,
      urls.programmes,
    ],
    [
      { de: 'Persönliches Coaching', en: 'Personal coaching' },
      {
        de: 'Vertrauliche Einzelgespräche für Ihre konkrete Führungsfrage – vor Ort oder online.',
        en: 'Confidential one-to-one sessions on your specific leadership question – on site or online.',
      },
      img.coaching,
      urls.contact,
    ],
  ]
  return {
    blockType: 'kacheln',
    main_block_kacheln_titel: locale === 'de' ? 'Unsere Themenfelder' : 'Our topics',
    main_block_kacheln: items.map(([title, text, image, link]) => ({
      kachel_titel: title[locale],
      kachel_text: text[locale],
      kachel_bild: image,
      kachel_link: link,
    })),
    main_block_hintergrundfarbe: '1',
  }
}

/** Twelve publications by the (fictional) trainers; German titles get an English gloss on the English page. */
function publications(locale: Locale): PublikationenBlock {
  const rows: [author: string, title: Both][] = [
    [
      'Dr. Miriam Köster',
      {
        de: 'Führen ohne Weisungsbefugnis. Laterale Führung im Projektalltag. Münster: Hafenweg Verlag, 2024.',
        en: 'Führen ohne Weisungsbefugnis [Leading without authority]. Münster: Hafenweg Verlag, 2024.',
      },
    ],
    [
      'Jonas Albers',
      {
        de: 'Das erste Jahr als Führungskraft. Ein Arbeitsbuch. Münster: Hafenweg Verlag, 2023.',
        en: 'Das erste Jahr als Führungskraft [Your first year as a manager]. A workbook. Münster: Hafenweg Verlag, 2023.',
      },
    ],
    [
      'Dr. Miriam Köster, Katrin Lindner',
      {
        de: 'Feedback, das ankommt. In: Personalführung heute, Heft 3/2024, S. 22–29.',
        en: 'Feedback, das ankommt [Feedback that lands]. In: Personalführung heute, issue 3/2024, pp. 22–29.',
      },
    ],
    [
      'Katrin Lindner',
      {
        de: 'Konfliktgespräche vorbereiten: fünf Fragen, die weiterhelfen. In: Wirtschaft im Münsterland, 11/2023.',
        en: 'Preparing conflict conversations: five questions that help. In: Wirtschaft im Münsterland, 11/2023.',
      },
    ],
    [
      'Prof. Dr. Henrik Brandt',
      {
        de: 'Veränderung verstehen. Psychologie des Wandels in Organisationen. 2. Aufl. Stuttgart: Lindenblatt, 2022.',
        en: 'Veränderung verstehen [Understanding change]. The psychology of organisational change. 2nd ed. Stuttgart: Lindenblatt, 2022.',
      },
    ],
    [
      'Sophie Wernicke',
      {
        de: 'Hybride Teams führen – Nähe auf Distanz. In: Management Praxis, 2/2024, S. 40–45.',
        en: 'Leading hybrid teams – closeness at a distance. In: Management Praxis, 2/2024, pp. 40–45.',
      },
    ],
    [
      'Jonas Albers, Sophie Wernicke',
      {
        de: 'Kollegiale Beratung in Entwicklungsprogrammen. Ein Erfahrungsbericht. Arbeitspapier des Instituts Nr. 14, 2023.',
        en: 'Peer consultation in development programmes. A field report. Institute working paper no. 14, 2023.',
      },
    ],
    [
      'Prof. Dr. Henrik Brandt',
      {
        de: 'Resilienz als Führungsaufgabe. In: Zeitschrift für Organisationsentwicklung, 4/2022, S. 12–19.',
        en: 'Resilience as a leadership task. In: Zeitschrift für Organisationsentwicklung, 4/2022, pp. 12–19.',
      },
    ],
    [
      'Katrin Lindner',
      {
        de: 'Verhandeln mit Haltung. Wie Führungskräfte fair und bestimmt verhandeln. Münster: Hafenweg Verlag, 2021.',
        en: 'Verhandeln mit Haltung [Negotiating with integrity]. Münster: Hafenweg Verlag, 2021.',
      },
    ],
    [
      'Dr. Miriam Köster',
      {
        de: 'Entscheiden im Team: Methoden für gemeinsame Entscheidungen. In: Personalführung heute, Heft 6/2021.',
        en: 'Deciding as a team: methods for shared decisions. In: Personalführung heute, issue 6/2021.',
      },
    ],
    [
      'Sophie Wernicke',
      {
        de: 'Gute Meetings in 30 Minuten. Checklisten und Beispiele. Arbeitspapier des Instituts Nr. 11, 2021.',
        en: 'Good meetings in 30 minutes. Checklists and examples. Institute working paper no. 11, 2021.',
      },
    ],
    [
      'Institut für Führung Münster (Hg.)',
      {
        de: 'Führungskräftebefragung 2020: Was Führung im Mittelstand heute braucht. Münster, 2020.',
        en: 'Management survey 2020: what leadership in medium-sized companies needs today. Münster, 2020.',
      },
    ],
  ]
  return {
    blockType: 'publikationen',
    main_block_publikationen_titel:
      locale === 'de'
        ? 'Publikationen unserer Trainerinnen und Trainer'
        : 'Publications by our trainers',
    main_block_publikationen: rows.map(([author, title]) => ({
      main_block_publikation_verfasser: author,
      main_block_publikation_titel: title[locale],
    })),
    main_block_hintergrundfarbe: '2',
  }
}

/** Six testimonials; two carry a longer text behind the info button. */
function testimonials(locale: Locale): KundenstimmenBlock {
  const items: [quote: Both, person: Both, rating: string | null, info: Both | null][] = [
    [
      {
        de: 'Zum ersten Mal hatte ich das Gefühl, dass ein Seminar wirklich mit meinem Alltag zu tun hat. Die Fälle kamen von uns, nicht aus dem Lehrbuch.',
        en: 'For the first time a seminar really had to do with my working day. The cases came from us, not from a textbook.',
      },
      {
        de: 'Anna Berger, Teamleiterin Vertrieb, Münsterländer Werkzeugbau',
        en: 'Anna Berger, Sales Team Lead, Münsterländer Werkzeugbau',
      },
      '4,8',
      {
        de: 'Anna Berger hat 2024 das Seminar „Erste Führungsaufgabe“ besucht. Sie leitet ein Vertriebsteam mit zwölf Personen und hat im Nachgespräch ein Jahr später erzählt, wie sie die Feedbackgespräche in ihrem Team neu aufgesetzt hat.',
        en: 'Anna Berger attended the “First leadership role” seminar in 2024. She leads a sales team of twelve and, in the follow-up talk a year later, described how she has reshaped the feedback conversations in her team.',
      },
    ],
    [
      {
        de: 'Die Trainerin hat genau die richtigen Fragen gestellt. Ich bin mit einem klaren Plan für das schwierige Gespräch nach Hause gefahren.',
        en: 'The trainer asked exactly the right questions. I went home with a clear plan for the difficult conversation.',
      },
      {
        de: 'Dr. Jens Ott, Leiter IT, Stadtwerke an der Ems',
        en: 'Dr Jens Ott, Head of IT, Stadtwerke an der Ems',
      },
      '5',
      null,
    ],
    [
      {
        de: 'Kleine Gruppe, viel Übung, ehrliches Feedback. Besonders wertvoll war der Austausch mit Führungskräften aus ganz anderen Branchen.',
        en: 'Small group, lots of practice, honest feedback. The exchange with managers from completely different industries was especially valuable.',
      },
      {
        de: 'Leyla Demir, Projektleiterin, Hansa Logistik',
        en: 'Leyla Demir, Project Manager, Hansa Logistik',
      },
      '4,5',
      null,
    ],
    [
      {
        de: 'Wir haben das Inhouse-Training für alle 18 Teamleitungen gebucht. Seitdem sprechen wir in Führungsrunden endlich dieselbe Sprache.',
        en: 'We booked the in-house training for all 18 team leads. Since then we finally speak the same language in our management meetings.',
      },
      {
        de: 'Markus Feldhaus, Personalleiter, Feldhaus Möbelmanufaktur',
        en: 'Markus Feldhaus, HR Director, Feldhaus Möbelmanufaktur',
      },
      '4,9',
      {
        de: 'Die Feldhaus Möbelmanufaktur beschäftigt rund 420 Menschen an zwei Standorten. Das Institut hat mit der Personalabteilung ein dreitägiges Training mit zwei Transfertagen entwickelt, das inzwischen fester Teil der Führungskräfteentwicklung ist.',
        en: 'Feldhaus Möbelmanufaktur employs about 420 people at two sites. Together with the HR department, the institute developed a three-day training with two transfer days, which is now a fixed part of management development.',
      },
    ],
    [
      {
        de: 'Das Entwicklungsprogramm hat mich ein Jahr lang begleitet. Das Praxisprojekt läuft heute noch – und mein Team trägt es mit.',
        en: 'The development programme accompanied me for a whole year. The practice project is still running today – and my team is behind it.',
      },
      { de: 'Sabine Roth, Bereichsleiterin Produktion', en: 'Sabine Roth, Head of Production' },
      '4,7',
      null,
    ],
    [
      {
        de: 'Gut organisiert von der Anmeldung bis zum Nachgespräch. Man merkt, dass hier Menschen arbeiten, die selbst geführt haben.',
        en: 'Well organised from registration to the follow-up talk. You can tell the people here have led teams themselves.',
      },
      {
        de: 'Thomas Wiegand, Geschäftsführer, Wiegand Steuerberatung',
        en: 'Thomas Wiegand, Managing Director, Wiegand Steuerberatung',
      },
      '4,6',
      null,
    ],
  ]
  return {
    blockType: 'kundenstimmen',
    main_block_kundenstimmen_titel:
      locale === 'de' ? 'Das sagen unsere Teilnehmenden' : 'What our participants say',
    main_block_kundenstimmen: items.map(([quote, person, rating, info], i) => ({
      kundenstimme_id: `ks-${2024 + (i % 2)}-${String(i + 1).padStart(3, '0')}`,
      kundenstimme_zitat: quote[locale],
      kundenstimme_zitatgeber: person[locale],
      kundenstimme_bewertung: rating && locale === 'en' ? rating.replace(',', '.') : rating,
      kundenstimme_info: info ? info[locale] : null,
    })),
    main_block_hintergrundfarbe: '5',
  }
}

/** Two videos with made-up ids: one with its own thumbnail, one with the neutral poster. */
function videos(img: ImageIds, locale: Locale): VideoBlock {
  const de = locale === 'de'
  return {
    blockType: 'video',
    main_block_videos_titel: de ? 'Einblicke in unsere Seminare' : 'A look inside our seminars',
    main_block_videos: [
      {
        youtube_id: 'Qm7x2LpR4vT',
        youtube_thumbnail: img.workshop,
        main_block_video_titel: de
          ? 'Ein Seminartag im Institut'
          : 'A seminar day at the institute',
        main_block_video_text: de
          ? 'Vom ersten Kaffee bis zur Transferaufgabe: So arbeiten wir in unseren offenen Seminaren am Hafen. (3:40 Min.)'
          : 'From the first coffee to the transfer task: how we work in our open seminars at the harbour. (3:40 min)',
      },
      {
        youtube_id: 'hN8_kW3z-Yc',
        main_block_video_titel: de
          ? 'Drei Fragen an Dr. Miriam Köster'
          : 'Three questions for Dr Miriam Köster',
        main_block_video_text: de
          ? 'Unsere Trainerin über laterale Führung und warum gute Fragen wichtiger sind als schnelle Antworten. (5:15 Min.)'
          : 'Our trainer on lateral leadership and why good questions matter more than quick answers. (5:15 min)',
      },
    ],
    main_block_hintergrundfarbe: '1',
  }
}

/** The interactive showcase blocks in one language, in page order. */
export function interactiveShowcaseBlocks(
  images: ImageIds,
  locale: Locale,
): InteractiveShowcaseBlock[] {
  return [tiles(images, locale), testimonials(locale), videos(images, locale), publications(locale)]
}
