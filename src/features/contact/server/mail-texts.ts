import { greeting, type Mail } from '@/features/forms/server/mail-format'
import {
  confirmationText,
  staffLines,
  staffText,
  tableLines,
} from '@/features/forms/server/mail-parts'
import type { ContactMessage } from '@/payload-types'

import { contactFields } from '../fields'

/**
 * The contact mails: the staff's in German with a link to the admin, the visitor's confirmation
 * in the language of the page they wrote from. Both list the contact field table's mail lines.
 */

const VISITOR = {
  de: {
    subject: 'Ihre Nachricht an das Institut für Führung Münster',
    intro:
      'vielen Dank für Ihre Nachricht, sie ist bei uns angekommen. Wir melden uns in der Regel innerhalb eines Werktags bei Ihnen. Zur Erinnerung, wie wir Sie erreichen und worum es geht:',
  },
  en: {
    subject: 'Your message to the Institut für Führung Münster',
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

/**
 * The confirmation of a contact message for the visitor who asked for it (emailBestaetigung). It
 * repeats only values a form restricts (the table's `confirmation` lines): it goes to whatever
 * address was typed, and repeating free text would let anyone send their own text from our
 * domain to strangers. The name appears only in the greeting (names are letters only).
 */
export function contactVisitorMail(m: ContactMessage): Mail {
  return {
    subject: VISITOR[m.language].subject,
    text: confirmationText(
      greeting(m, m.language),
      VISITOR[m.language].intro,
      tableLines(contactFields, m, m.language, { confirmation: true }),
      m.language,
    ),
  }
}
