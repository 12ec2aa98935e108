import type { Payload } from 'payload'

import type { ImageIds, ImageKey } from '../images'

const ctx = { disableRevalidate: true }

type NewsSeed = {
  /** ISO day; stored as noon UTC so the day is the same in every European time zone. */
  date: string
  image: ImageKey
  de: { title: string; text: string }
  en: { title: string; text: string }
}

/** Eight news items over the last ten months, newest first. */
export const NEWS: NewsSeed[] = [
  {
    date: '2026-11-12',
    image: 'seminarRoom',
    de: {
      title: 'Das Jahresprogramm 2027 ist erschienen',
      text: 'Ab sofort können Sie alle offenen Seminare für 2027 buchen. Neu im Programm sind unter anderem „Führen in hybriden Teams“ und ein Kompaktseminar zu schwierigen Mitarbeitergesprächen. Die gedruckte Broschüre senden wir Ihnen gern kostenlos zu.',
    },
    en: {
      title: 'Our 2027 seminar programme is out',
      text: 'All open seminars for 2027 can now be booked. New additions include “Leading hybrid teams” and a compact seminar on difficult conversations with employees. We are happy to send you the printed brochure free of charge.',
    },
  },
  {
    date: '2026-10-08',
    image: 'workshop',
    de: {
      title: 'Neuer Standort in Zürich',
      text: 'Ab Januar finden ausgewählte Seminare auch im Tagungszentrum Seeblick in Zürich statt. Damit reagieren wir auf die wachsende Zahl von Teilnehmenden aus der Schweiz. Die ersten Termine sind bereits im Seminarfinder zu finden.',
    },
    en: {
      title: 'New location in Zurich',
      text: 'From January, selected seminars will also take place at the Seeblick conference centre in Zurich. This is our response to the growing number of participants from Switzerland. The first dates are already listed in the seminar finder.',
    },
  },
  {
    date: '2026-09-15',
    image: 'harbour',
    de: {
      title: 'Rückblick: Tag der offenen Tür am Hafen',
      text: 'Rund 400 Gäste haben uns am Samstag im Speicher am Hafen besucht. Sie konnten Kurzworkshops ausprobieren, mit unseren Trainerinnen und Trainern sprechen und hinter die Kulissen der Seminarplanung blicken. Vielen Dank für die vielen guten Gespräche!',
    },
    en: {
      title: 'Looking back: open day at the harbour',
      text: 'Around 400 guests visited us at the warehouse by the harbour on Saturday. They tried out short workshops, talked to our trainers and took a look behind the scenes of seminar planning. Thank you for so many good conversations!',
    },
  },
  {
    date: '2026-07-22',
    image: 'charts',
    de: {
      title: 'Qualitätsaudit erfolgreich bestanden',
      text: 'Auch in diesem Jahr hat eine unabhängige Zertifizierungsstelle unser Qualitätsmanagement nach DIN EN ISO 9001 geprüft – ohne Abweichungen. Besonders hervorgehoben wurde die systematische Befragung der Teilnehmenden drei Monate nach dem Seminar.',
    },
    en: {
      title: 'Quality audit passed',
      text: 'Once again this year, an independent certification body reviewed our quality management to DIN EN ISO 9001 – without any nonconformities. The auditors particularly highlighted our systematic survey of participants three months after each seminar.',
    },
  },
  {
    date: '2026-06-03',
    image: 'path',
    de: {
      title: 'Neues Entwicklungsprogramm „Führen ohne Weisungsbefugnis“',
      text: 'Projektleitungen, Fachexpertinnen und Koordinatoren führen oft, ohne Vorgesetzte zu sein. Unser neues Programm begleitet sie über sechs Monate mit vier Modulen, einem Praxisprojekt und kollegialer Beratung. Der erste Durchgang startet im Herbst in Münster.',
    },
    en: {
      title: 'New development programme “Leading without authority”',
      text: 'Project managers, experts and coordinators often lead without being anyone’s line manager. Our new programme supports them over six months with four modules, a practical project and peer consulting. The first cohort starts in Münster in the autumn.',
    },
  },
  {
    date: '2026-04-28',
    image: 'coaching',
    de: {
      title: 'Teilnehmendenbefragung: 4,8 von 5 Punkten',
      text: 'Über 2.100 Teilnehmende haben im vergangenen Jahr unsere Seminare bewertet. Die durchschnittliche Note liegt wie im Vorjahr bei 4,8 von 5 Punkten. Am häufigsten gelobt wurden die kleinen Gruppen und die Zeit für eigene Praxisfälle.',
    },
    en: {
      title: 'Participant survey: 4.8 out of 5',
      text: 'More than 2,100 participants rated our seminars last year. As in the year before, the average score is 4.8 out of 5. The small groups and the time for participants’ own cases received the most praise.',
    },
  },
  {
    date: '2026-03-16',
    image: 'inhouse',
    de: {
      title: 'Verstärkung für unser Trainerteam',
      text: 'Drei neue Trainerinnen und Trainer ergänzen unser Team: mit Erfahrung aus der Pflege, dem Maschinenbau und der öffentlichen Verwaltung. Sie übernehmen ab dem Sommer Seminare zu Kommunikation, Konfliktlösung und Veränderungsmanagement.',
    },
    en: {
      title: 'New members of our trainer team',
      text: 'Three new trainers have joined our team, bringing experience from nursing, mechanical engineering and public administration. From the summer they will lead seminars on communication, conflict resolution and change management.',
    },
  },
  {
    date: '2026-02-05',
    image: 'skyline',
    de: {
      title: 'Live-Online-Seminare mit neuem Lernraum',
      text: 'Unsere Online-Seminare finden jetzt in einem neuen virtuellen Lernraum statt, der ohne Installation im Browser läuft. Kleingruppen, Whiteboards und Umfragen funktionieren damit noch einfacher. Vor dem ersten Termin bieten wir einen kurzen Technik-Check an.',
    },
    en: {
      title: 'Live online seminars in a new learning space',
      text: 'Our online seminars now take place in a new virtual learning space that runs in the browser without installation. Breakout groups, whiteboards and polls are now even easier to use. Before your first session we offer a short technical check.',
    },
  },
]

/** Creates the news items that do not exist yet (matched by their German title). Returns how many were created. */
export async function seedNews(
  payload: Payload,
  images: ImageIds,
  log: (line: string) => void,
): Promise<number> {
  let created = 0
  for (const item of NEWS) {
    const existing = await payload.find({
      collection: 'news',
      where: { title: { equals: item.de.title } },
      locale: 'de',
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    if (existing.docs.length > 0) continue
    const doc = await payload.create({
      collection: 'news',
      locale: 'de',
      data: {
        title: item.de.title,
        intro: item.de.text,
        image: images[item.image],
        date: `${item.date}T12:00:00.000Z`,
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'en',
      data: { title: item.en.title, intro: item.en.text },
      overrideAccess: true,
      context: ctx,
    })
    created++
    log(`  news   ${item.de.title}`)
  }
  return created
}
