import { confirmationMail } from '@/features/forms/server/ConfirmationMail'
import { greeting, type Mail } from '@/features/forms/server/mail-format'
import { staffLines, staffText } from '@/features/forms/server/mail-parts'
import type { MailInstitute } from '@/features/mail/institute'
import type { RenderedMail } from '@/features/mail/render'
import type { CallbackRequest } from '@/payload-types'

import { callbackFields } from '../fields'

/**
 * The callback mails: the staff's in German with a link to the admin (plain text), the visitor's
 * confirmation in the language of the page they asked from (HTML with a plain-text alternative). Both list the callback field table's mail lines;
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
    heading: 'Wir rufen Sie zurück',
    intro: (termin: string) =>
      `vielen Dank für Ihre Rückrufbitte. Wir rufen Sie am ${termin} Uhr (deutsche Zeit) an. Zur Erinnerung, wie wir Sie erreichen:`,
  },
  en: {
    subject: (termin: string) => `Your callback request for ${termin}`,
    heading: 'We will call you back',
    intro: (termin: string) =>
      `thank you for your callback request. We will call you on ${termin} (German time). For your records, how we can reach you:`,
  },
} as const

/** The confirmation of a callback request for the visitor who asked for it. */
export function callbackVisitorMail(
  c: CallbackRequest,
  institute: MailInstitute,
): Promise<RenderedMail> {
  const t = VISITOR[c.language]
  return confirmationMail({
    language: c.language,
    subject: t.subject(c.termin),
    heading: t.heading,
    greeting: greeting(c, c.language),
    intro: t.intro(c.termin),
    table: callbackFields,
    doc: c,
    institute,
  })
}
