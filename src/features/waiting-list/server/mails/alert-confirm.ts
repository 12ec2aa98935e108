import { CLOSING, type Language, type Mail } from '@/features/forms/server/mail-format'

const TEXTS = {
  de: {
    subject: (title: string) => `Bitte bestätigen: Benachrichtigung zu neuen Terminen – ${title}`,
    intro: (title: string) =>
      `Sie möchten erfahren, sobald neue Termine für „${title}“ feststehen. Bitte bestätigen Sie das über diesen Link:`,
    validity: (days: number) =>
      `Der Link ist ${days} Tage gültig. Erst nach Ihrer Bestätigung schreiben wir Ihnen, einmal, sobald ein Termin veröffentlicht ist.`,
    notYou: 'Sie haben das nicht angefordert? Dann müssen Sie nichts tun.',
    unsubscribe: 'Abbestellen können Sie die Benachrichtigung jederzeit über diesen Link:',
  },
  en: {
    subject: (title: string) => `Please confirm: notification of new dates – ${title}`,
    intro: (title: string) =>
      `You would like to hear as soon as new dates for “${title}” are set. Please confirm this using this link:`,
    validity: (days: number) =>
      `The link is valid for ${days} days. Only after your confirmation will we write to you, once, as soon as a date is published.`,
    notYou: 'Did not ask for this? Then there is nothing you need to do.',
    unsubscribe: 'You can cancel the notification at any time using this link:',
  },
} as const

/** The double opt-in mail of "notify me when new dates are set". */
export function alertConfirmMail(
  title: string,
  language: Language,
  links: { confirm: string; unsubscribe: string },
  validDays: number,
): Mail {
  const t = TEXTS[language]
  const greeting = language === 'de' ? 'Guten Tag,' : 'Hello,'
  const text = [
    greeting,
    '',
    t.intro(title),
    '',
    links.confirm,
    '',
    // Laid out as the newsletter's confirmation mail on purpose: one double opt-in, one shape.
    t.validity(validDays),
    t.notYou,
    '',
    t.unsubscribe,
    links.unsubscribe,
    '',
    CLOSING[language],
  ]
  return { subject: t.subject(title), text: text.join('\n') }
}
