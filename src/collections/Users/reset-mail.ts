import type { Language, Mail } from '@/features/forms/server/mail-format'
import { passwordResetMail } from '@/features/portal/auth/server/reset-mail'

const TEXTS = {
  de: {
    subject: 'Neues Passwort für Ihr Redaktionskonto',
    greeting: (name: string) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro:
      'Sie haben ein neues Passwort für Ihr Konto in der Redaktion der Website angefordert. Über diesen Link legen Sie es fest:',
    validity:
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach können Sie auf der Anmeldeseite der Redaktion einen neuen anfordern.',
    notYou:
      'Sie haben kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail einfach: Ihr bisheriges Passwort bleibt gültig.',
  },
  en: {
    subject: 'A new password for your editor account',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro:
      'You asked for a new password for your account in the website’s editing area. Set it using this link:',
    validity:
      'The link is valid for one hour and works only once. After that, you can request a new one on the editing area’s login page.',
    notYou:
      'Did not ask for a new password? Then simply ignore this email: your current password stays valid.',
  },
} as const

/**
 * The staff password reset mail: the admin's reset page link, how long it works, and what to do if
 * it was not you.
 */
export const staffResetMail = (
  name: string | null | undefined,
  language: Language,
  link: string,
): Mail => {
  const t = TEXTS[language]
  return passwordResetMail(t, t.greeting(name?.trim() ?? ''), link, language)
}
