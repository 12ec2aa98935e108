import {
  fieldLines,
  fullName,
  greeting,
  type Field,
  type Language,
  type Mail,
  medium,
} from '@/features/forms/server/mail-format'
import { confirmationText, origin, staffText } from '@/features/forms/server/mail-parts'
import type { CallbackRequest } from '@/payload-types'

/**
 * The callback mails: the staff's in German with a link to the admin, the visitor's confirmation
 * in the language of the page they asked from.
 */

const callbackFields = (c: CallbackRequest, language: Language): Field[] => [
  ['termin', c.termin],
  ['name', fullName(c, language)],
  ['telefon', c.telefon],
  ['email', c.email],
  ['firma', c.firma],
  ['abteilung', c.abteilung],
  ['plz', c.plz],
  ['medium', medium(c.medium, c.medium_other, language)],
  ['mitteilung', c.mitteilung],
]

/** Staff notification of a callback request. */
export function callbackStaffMail(c: CallbackRequest, adminUrl: string): Mail {
  return {
    subject: `Rückrufbitte für ${c.termin}: ${[c.vorname, c.nachname].join(' ')}, ${c.telefon}`,
    text: staffText(
      `Neue Rückrufbitte – bitte am ${c.termin} Uhr anrufen (deutsche Zeit)`,
      fieldLines([...callbackFields(c, 'de'), ...origin(c)], 'de'),
      adminUrl,
    ),
  }
}

const VISITOR = {
  de: {
    subject: (termin: string) => `Ihre Rückrufbitte für den ${termin} Uhr`,
    intro: (termin: string) =>
      `vielen Dank für Ihre Rückrufbitte. Wir rufen Sie am ${termin} Uhr (deutsche Zeit) an. Zur Erinnerung, wie wir Sie erreichen:`,
  },
  en: {
    subject: (termin: string) => `Your callback request for ${termin}`,
    intro: (termin: string) =>
      `thank you for your callback request. We will call you on ${termin} (German time). For your records, how we can reach you:`,
  },
} as const

/** What the confirmation repeats: only values the form restricts (see contact's mail texts). */
const callbackConfirmationFields = (c: CallbackRequest): Field[] => [
  ['termin', c.termin],
  ['telefon', c.telefon],
  ['email', c.email],
]

/** The confirmation of a callback request for the visitor who asked for it. */
export function callbackVisitorMail(c: CallbackRequest): Mail {
  const t = VISITOR[c.language]
  return {
    subject: t.subject(c.termin),
    text: confirmationText(
      greeting(c, c.language),
      t.intro(c.termin),
      fieldLines(callbackConfirmationFields(c), c.language),
      c.language,
    ),
  }
}
