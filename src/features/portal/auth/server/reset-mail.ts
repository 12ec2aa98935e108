import { CLOSING, greeting, type Language, type Mail } from '@/features/forms/server/mail-format'
import { localizedUrl } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'

import { TOKEN_PARAM } from '../constants'

const TEXTS = {
  de: {
    subject: 'Neues Passwort für Ihr Kundenkonto',
    intro:
      'Sie haben ein neues Passwort für Ihr Kundenkonto im Kundenportal angefordert. Über diesen Link legen Sie es fest:',
    validity:
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach können Sie auf der Anmeldeseite jederzeit einen neuen anfordern.',
    notYou:
      'Sie haben kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail einfach: Ihr bisheriges Passwort bleibt gültig.',
  },
  en: {
    subject: 'A new password for your customer account',
    intro:
      'You asked for a new password for your account in our customer portal. Set it using this link:',
    validity:
      'The link is valid for one hour and works only once. After that, you can request a new one on the login page at any time.',
    notYou:
      'Did not ask for a new password? Then simply ignore this email: your current password stays valid.',
  },
} as const

/**
 * The mailed reset link; the token travels in the fragment, so it never reaches a server log or a
 * Referer.
 */
export const resetLink = (language: Language, token: string): string =>
  `${env.SITE_URL}${localizedUrl(language, `${routing.pathnames['/login/reset-password'][language]}/`)}#${TOKEN_PARAM}=${token}`

type Person = { anrede?: string | null; vorname?: string | null; nachname?: string | null }

/** A reset mail's own texts in one language; the greeting, link and closing come with the call. */
export type ResetMailTexts = { subject: string; intro: string; validity: string; notYou: string }

/**
 * A password reset mail, the customers' and the staff's alike: greeting, the link, how long it
 * works, and what to do if it was not you.
 */
export function passwordResetMail(
  texts: ResetMailTexts,
  greetingLine: string,
  link: string,
  language: Language,
): Mail {
  return {
    subject: texts.subject,
    text: [
      greetingLine,
      '',
      texts.intro,
      '',
      link,
      '',
      texts.validity,
      '',
      texts.notYou,
      '',
      CLOSING[language],
    ].join('\n'),
  }
}

/** The customer's password reset mail. */
export const resetPasswordMail = (person: Person, language: Language, token: string): Mail =>
  passwordResetMail(
    TEXTS[language],
    greeting(person, language),
    resetLink(language, token),
    language,
  )
