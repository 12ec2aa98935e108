import type { Booking } from '@/payload-types'

import { bookingDetails, bookingGreeting, CLOSING } from './mail-texts'

type Mail = { subject: string; text: string }

const TEXTS = {
  // The en texts below mirror these by design: one text table per locale.
  de: {
    confirmed: {
      subject: (number: string, reservation: boolean) =>
        `${reservation ? 'Reservierungsbestätigung' : 'Anmeldebestätigung'} ${number}`,
      intro: (reservation: boolean) =>
        reservation
          ? 'hiermit bestätigen wir Ihre Reservierung verbindlich. Die Plätze bleiben für Sie frei; wenn Sie daraus eine Anmeldung machen möchten, antworten Sie einfach auf diese E-Mail.'
          : 'hiermit bestätigen wir Ihre Anmeldung verbindlich. Wir freuen uns auf die Teilnehmenden.',
      next: [
        'Die Rechnung erhalten Sie etwa vier Wochen vor Seminarbeginn, die Einladung mit Anfahrt und Zeiten geht etwa zwei Wochen vor Beginn an alle Teilnehmenden.',
        'Fragen oder Änderungen? Antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Buchungsnummer.',
      ],
    },
    cancelled: {
      subject: (number: string, reservation: boolean) =>
        `Stornierung Ihrer ${reservation ? 'Reservierung' : 'Buchung'} ${number}`,
      intro: (reservation: boolean) =>
        `Ihre ${reservation ? 'Reservierung' : 'Buchung'} ist storniert, die Plätze sind freigegeben. Es betrifft:`,
      next: [
        'Ist das nicht in Ihrem Sinne, oder möchten Sie einen anderen Termin? Antworten Sie einfach auf diese E-Mail.',
      ],
    },
  },
  en: {
    confirmed: {
      subject: (number: string, reservation: boolean) =>
        `${reservation ? 'Confirmation of your reservation' : 'Confirmation of registration'} ${number}`,
      intro: (reservation: boolean) =>
        reservation
          ? 'we hereby confirm your reservation. The seats remain held for you; to turn it into a registration, simply reply to this email.'
          : 'we hereby confirm your registration. We look forward to welcoming the participants.',
      next: [
        'You will receive the invoice about four weeks before the seminar starts; about two weeks before the start, every participant receives the invitation with directions and times.',
        'Questions or changes? Simply reply to this email and quote your booking number.',
      ],
    },
    cancelled: {
      subject: (number: string, reservation: boolean) =>
        `Cancellation of your ${reservation ? 'reservation' : 'booking'} ${number}`,
      intro: (reservation: boolean) =>
        `your ${reservation ? 'reservation' : 'booking'} has been cancelled and the seats released. It concerns:`,
      next: [
        'Is this not what you wanted, or would you like another date? Simply reply to this email.',
      ],
    },
  },
} as const

export type StatusMailKind = 'confirmed' | 'cancelled'

/**
 * The mail to the contact person when staff confirm or cancel a booking, in the booking's language.
 */
export function statusMail(booking: Booking, kind: StatusMailKind): Mail {
  const language = booking.language
  const t = TEXTS[language][kind]
  const reservation = booking.kind === 'reservierung'
  const text = [
    bookingGreeting(booking),
    '',
    t.intro(reservation),
    '',
    ...bookingDetails(booking),
    '',
    ...t.next,
    '',
    CLOSING[language],
  ]
  return { subject: t.subject(booking.bookingNumber, reservation), text: text.join('\n') }
}
