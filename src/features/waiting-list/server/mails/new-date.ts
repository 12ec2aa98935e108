import { CLOSING, type Language, type Mail } from '@/features/forms/server/mail-format'

const TEXTS = {
  de: {
    subject: (title: string) => `Neuer Termin: ${title}`,
    intro: (title: string, period: string) =>
      `für „${title}“ steht ein neuer Termin fest: ${period}. Alle Termine und die Buchung finden Sie hier:`,
    once: 'Wie gewünscht schreiben wir Ihnen dazu nur dieses eine Mal.',
  },
  en: {
    subject: (title: string) => `New date: ${title}`,
    intro: (title: string, period: string) =>
      `a new date is set for “${title}”: ${period}. See all dates and book here:`,
    once: 'As you asked, this is the only time we write to you about it.',
  },
} as const

/** The one mail an alert sends: a date of its seminar was published. */
export function newDateMail(
  title: string,
  period: string,
  seminarUrl: string,
  language: Language,
): Mail {
  const t = TEXTS[language]
  const greeting = language === 'de' ? 'Guten Tag,' : 'Hello,'
  const text = [greeting, '', t.intro(title, period), seminarUrl, '', t.once, '', CLOSING[language]]
  return { subject: t.subject(title), text: text.join('\n') }
}
