import { confirmationMail } from '@/features/forms/server/ConfirmationMail'
import { greeting, type Mail } from '@/features/forms/server/mail-format'
import { staffLines, staffText } from '@/features/forms/server/mail-parts'
import type { MailInstitute } from '@/features/mail/institute'
import type { RenderedMail } from '@/features/mail/render'
import type { ContactMessage } from '@/payload-types'

import { contactFields } from '../fields'

/**
 * The contact mails: the staff's in German with a link to the admin (plain text), the visitor's
 * confirmation in the language of the page they wrote from (HTML with a plain-text alternative).
 * Both list the contact field table's mail lines.
 */

const VISITOR = {
  de: {
    subject: 'Ihre Nachricht an das Institut für Führung Münster',
    heading: 'Ihre Nachricht ist angekommen',
    intro:
      'vielen Dank für Ihre Nachricht, sie ist bei uns angekommen. Wir melden uns in der Regel innerhalb eines Werktags bei Ihnen. Zur Erinnerung, wie wir Sie erreichen und worum es geht:',
  },
  en: {
    subject: 'Your message to the Institut für Führung Münster',
    heading: 'Your message has reached us',
    intro:
      'thank you for your message, which has reached us. We usually get back to you within one working day. For your records, how we can reach you and what it is about:',
  },
} as const

/** Staff notification of a contact message. */
export function contactStaffMail(m: ContactMessage, adminUrl: string): Mail {
  const form = m.formType === 'kontaktFormLong' ? 'Kontaktseite' : 'Kurzformular'
  return {
    subject: `Neue Kontaktanfrage: ${[m.vorname, m.nachname].join(' ')}`,
    text: staffText(`Neue Kontaktanfrage (${form})`, staffLines(contactFields, m), adminUrl),
  }
}

/** The confirmation of a contact message for the visitor who asked for it (emailBestaetigung). */
export const contactVisitorMail = (
  m: ContactMessage,
  institute: MailInstitute,
): Promise<RenderedMail> =>
  confirmationMail({
    language: m.language,
    ...VISITOR[m.language],
    greeting: greeting(m, m.language),
    table: contactFields,
    doc: m,
    institute,
  })
