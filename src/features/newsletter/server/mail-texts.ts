import { CLOSING, greeting, type Language, type Mail } from '@/features/forms/server/mail-format'

const TEXTS = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    intro:
      'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
    validity: (days: number) =>
      `Der Link ist ${days} Tage gültig. Erst nach Ihrer Bestätigung schicken wir Ihnen den Newsletter.`,
    notYou:
      'Sie haben sich nicht angemeldet? Dann müssen Sie nichts tun: Ohne Bestätigung erhalten Sie keinen Newsletter.',
    unsubscribe: 'Abmelden können Sie sich jederzeit über diesen Link:',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    intro:
      'thank you for your interest in our newsletter. Please confirm your subscription using this link:',
    validity: (days: number) =>
      `The link is valid for ${days} days. We will only send you the newsletter once you have confirmed.`,
    notYou:
      'Did not sign up? Then there is nothing you need to do: without confirmation you will not receive the newsletter.',
    unsubscribe: 'You can unsubscribe at any time using this link:',
  },
} as const

type Person = { anrede?: string | null; vorname?: string | null; nachname?: string | null }

/** The double opt-in mail: the confirmation link, and the link that unsubscribes later on. */
export function newsletterConfirmMail(
  person: Person,
  language: Language,
  links: { confirm: string; unsubscribe: string },
  validDays: number,
): Mail {
  const t = TEXTS[language]
  const text = [
    greeting(person, language),
    '',
    t.intro,
    '',
    links.confirm,
    '',
    t.validity(validDays),
    t.notYou,
    '',
    t.unsubscribe,
    links.unsubscribe,
    '',
    CLOSING[language],
  ]
  return { subject: t.subject, text: text.join('\n') }
}
