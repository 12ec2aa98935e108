export type RequestFacts = {
  bookingNumber: string
  contactName: string
  customerEmail: string
  titles: string[]
  deadline: Date | null
}

/** The staff mail: a customer asks to cancel after the deadline; staff decide in the admin. */
export function requestStaffMail(facts: RequestFacts) {
  const lines = facts.titles.map((title) => `- ${title}`).join('\n')
  return {
    subject: `Stornierungsanfrage nach Fristende: Buchung ${facts.bookingNumber}`,
    text: `${facts.contactName} (${facts.customerEmail}) bittet im Kundenportal, die Buchung ${facts.bookingNumber} zu stornieren:\n\n${lines}\n\nDie Frist für die Online-Stornierung ist abgelaufen. Bitte entscheiden Sie in der Verwaltung (Buchung öffnen, Status „Storniert“ setzen oder der Person antworten).`,
  }
}
