import { greeting, type Mail } from '@/features/forms/server/mail-format'
import {
  confirmationText,
  staffLines,
  staffText,
  tableLines,
} from '@/features/forms/server/mail-parts'
import type { CallbackRequest } from '@/payload-types'

import { callbackFields } from '../fields'

/**
 * The callback mails: the staff's in German with a link to the admin, the visitor's confirmation
 * in the language of the page they asked from. Both list the callback field table's mail lines;
 * the confirmation only those the table marks (values the form restricts).
 */

/** Staff notification of a callback request. */
export function callbackStaffMail(c: CallbackRequest, adminUrl: string): Mail {
  return {
    subject: `Rückrufbitte für ${c.termin}: ${[c.vorname, c.nachname].join(' ')}, ${c.telefon}`,
    text: staffText(
      `Neue Rückrufbitte – bitte am ${c.termin} Uhr anrufen (deutsche Zeit)`,
      staffLines(callbackFields, c),
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

/** The confirmation of a callback request for the visitor who asked for it. */
export function callbackVisitorMail(c: CallbackRequest): Mail {
  const t = VISITOR[c.language]
  return {
    subject: t.subject(c.termin),
    text: confirmationText(
      greeting(c, c.language),
      t.intro(c.termin),
      tableLines(callbackFields, c, c.language, { confirmation: true }),
      c.language,
    ),
  }
}
