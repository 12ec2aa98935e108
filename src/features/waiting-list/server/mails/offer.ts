import { CLOSING, type Language, type Mail } from '@/features/forms/server/mail-format'

/** The offer mail's texts (one file per mail, so that each can become a template on its own). */
const TEXTS = {
  de: {
    subject: (what: string) => `Plätze frei: ${what}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (seats: number, what: string) =>
      `auf der Warteliste sind Sie an der Reihe: Für ${what} halten wir ${seats === 1 ? 'einen Platz' : `${seats} Plätze`} für Sie bereit.`,
    action: 'Über diesen Link buchen Sie die Plätze verbindlich:',
    validity: (until: string) =>
      `Wir halten die Plätze bis ${until} Uhr (deutsche Zeit) für Sie. Danach bieten wir sie der oder dem Nächsten auf der Warteliste an.`,
    decline: 'Sie möchten nicht mehr teilnehmen? Dann müssen Sie nichts tun.',
  },
  en: {
    subject: (what: string) => `Seats available: ${what}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (seats: number, what: string) =>
      `it is your turn on the waiting list: we are holding ${seats === 1 ? 'one seat' : `${seats} seats`} for you at ${what}.`,
    action: 'Book the seats with this link:',
    validity: (until: string) =>
      `We hold the seats for you until ${until} (German time). After that we offer them to the next person on the waiting list.`,
    decline: 'No longer wish to take part? Then there is nothing you need to do.',
  },
} as const

const untilFormat = {
  de: new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }),
}

export type OfferMailInput = {
  name: string
  language: Language
  /** Seminar and date, as the entry names them ('Führen auf Distanz, 12.–13.03.2027'). */
  what: string
  seats: number
  link: string
  expiresAt: Date
}

/** The mail that offers held seats to the entry whose turn it is. */
export function offerMail({ name, language, what, seats, link, expiresAt }: OfferMailInput): Mail {
  const t = TEXTS[language]
  const text = [
    t.greeting(name),
    '',
    t.intro(seats, what),
    '',
    t.action,
    link,
    '',
    t.validity(untilFormat[language].format(expiresAt)),
    t.decline,
    '',
    CLOSING[language],
  ]
  return { subject: t.subject(what), text: text.join('\n') }
}
