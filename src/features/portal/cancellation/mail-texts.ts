import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'

type RequestFacts = {
  bookingNumber: string
  contactName: string
  customerEmail: string
  titles: string[]
  deadline: Date | null
}

/** The customer's receipt for a cancellation request after the online deadline. */
export function requestReceiptMail(facts: RequestFacts, locale: Locale) {
  const lines = facts.titles.map((title) => `- ${title}`).join('\n')
  if (locale === 'en')
    return {
      subject: `Cancellation request for booking ${facts.bookingNumber} received`,
      text: `Dear ${facts.contactName},\n\nwe have received your request to cancel booking ${facts.bookingNumber}:\n\n${lines}\n\nThe period for cancelling online has ended${facts.deadline ? ` (${formatDate(facts.deadline, 'en')})` : ''}, so our team will look at your request and reply within two working days, with any fee our terms provide for. Until then the booking stands.\n\nKind regards\nInstitut für Führung Münster`,
    }
  return {
    subject: `Ihre Stornierungsanfrage zur Buchung ${facts.bookingNumber} ist eingegangen`,
    text: `Guten Tag ${facts.contactName},\n\nwir haben Ihre Anfrage erhalten, die Buchung ${facts.bookingNumber} zu stornieren:\n\n${lines}\n\nDie Frist für eine Stornierung im Kundenportal ist abgelaufen${facts.deadline ? ` (${formatDate(facts.deadline, 'de')})` : ''}. Unser Team prüft Ihre Anfrage und antwortet Ihnen innerhalb von zwei Werktagen, auch zu Gebühren nach unseren Bedingungen. Bis dahin bleibt die Buchung bestehen.\n\nMit freundlichen Grüßen\nInstitut für Führung Münster`,
  }
}

/** The staff mail: a customer asks to cancel after the deadline; staff decide in the admin. */
export function requestStaffMail(facts: RequestFacts) {
  const lines = facts.titles.map((title) => `- ${title}`).join('\n')
  return {
    subject: `Stornierungsanfrage nach Fristende: Buchung ${facts.bookingNumber}`,
    text: `${facts.contactName} (${facts.customerEmail}) bittet im Kundenportal, die Buchung ${facts.bookingNumber} zu stornieren:\n\n${lines}\n\nDie Frist für die Online-Stornierung ist abgelaufen. Bitte entscheiden Sie in der Verwaltung (Buchung öffnen, Status „Storniert“ setzen oder der Person antworten).`,
  }
}
