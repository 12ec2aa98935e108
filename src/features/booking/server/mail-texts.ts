import type { Booking } from '@/payload-types'

/**
 * The words of the mails to the booking's contact person, one table per language. The receipt
 * says the booking arrived and is not yet confirmed; only the confirmation (status-mail-texts.ts)
 * calls it binding.
 */

type Kind = Booking['kind']

const noun = { de: { buchung: 'Buchung', reservierung: 'Reservierung' } } as const

export const BOOKING_TEXTS = {
  de: {
    greeting: (c: Booking['contact']) =>
      `Guten Tag ${c.anrede === 'Frau' ? 'Frau' : 'Herr'} ${[c.titel, c.nachname].filter(Boolean).join(' ')},`,
    receipt: {
      subject: (number: string, kind: Kind) => `Ihre ${noun.de[kind]} ${number} ist eingegangen`,
      heading: (kind: Kind) => `Ihre ${noun.de[kind]} ist eingegangen`,
      // The en texts below mirror these by design: one text table per language.
      preview: 'Noch nicht bestätigt: Die Bestätigung erhalten Sie innerhalb eines Werktags.',
      intro: (kind: Kind) =>
        kind === 'reservierung'
          ? 'vielen Dank für Ihre Reservierung. Sie ist bei uns eingegangen und noch nicht bestätigt. Innerhalb eines Werktags bestätigen wir sie Ihnen per E-Mail.'
          : 'vielen Dank für Ihre Buchung. Sie ist bei uns eingegangen und noch nicht bestätigt. Verbindlich wird sie mit unserer Anmeldebestätigung, die Sie innerhalb eines Werktags per E-Mail erhalten.',
      next: (kind: Kind) => [
        kind === 'reservierung'
          ? 'Innerhalb eines Werktags bestätigen wir Ihre Reservierung. Möchten Sie daraus eine Anmeldung machen, antworten Sie einfach auf diese E-Mail.'
          : 'Innerhalb eines Werktags erhalten Sie unsere Anmeldebestätigung, die Rechnung etwa vier Wochen vor Seminarbeginn.',
        'Etwa zwei Wochen vor Beginn schicken wir allen Teilnehmenden die Einladung mit Anfahrt und Zeiten.',
        'Fragen oder Änderungen? Antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Buchungsnummer.',
      ],
      view: 'Buchung ansehen',
    },
    nextHeading: 'Wie es weitergeht',
    number: 'Buchungsnummer',
    booked: 'Ihre Auswahl',
    period: 'Termin',
    place: 'Ort',
    module: (index: number) => `Modul ${index}`,
    seminar: 'Seminar',
    price: 'Preis',
    perPerson: 'je Person, zzgl. MwSt.',
    participants: 'Teilnehmende',
    totals: 'Summe',
    net: 'Summe netto',
    vat: (rate: string) => `zzgl. ${rate} MwSt.`,
    gross: 'Gesamtbetrag',
    calendar: 'Die Termine hängen als Kalenderdateien an dieser E-Mail.',
    closing: 'Mit freundlichen Grüßen\nIhr Team des Instituts für Führung Münster',
  },
  en: {
    greeting: (c: Booking['contact']) =>
      `Dear ${c.anrede === 'Frau' ? 'Ms' : 'Mr'} ${[c.titel, c.nachname].filter(Boolean).join(' ')},`,
    receipt: {
      subject: (number: string, kind: Kind) =>
        `Your ${kind === 'reservierung' ? 'reservation' : 'booking'} ${number} has been received`,
      heading: (kind: Kind) =>
        `Your ${kind === 'reservierung' ? 'reservation' : 'booking'} has been received`,
      preview: 'Not confirmed yet: you will receive our confirmation within one working day.',
      intro: (kind: Kind) =>
        kind === 'reservierung'
          ? 'thank you for your reservation. It has reached us and is not confirmed yet. We will confirm it by email within one working day.'
          : 'thank you for your booking. It has reached us and is not confirmed yet. It becomes binding with our confirmation of registration, which you will receive by email within one working day.',
      next: (kind: Kind) => [
        kind === 'reservierung'
          ? 'Within one working day we confirm your reservation. To turn it into a registration, simply reply to this email.'
          : 'Within one working day you receive our confirmation of registration, and the invoice about four weeks before the seminar starts.',
        'About two weeks before the start, every participant receives the invitation with directions and times.',
        'Questions or changes? Simply reply to this email and quote your booking number.',
      ],
      view: 'View your booking',
    },
    nextHeading: 'What happens next',
    number: 'Booking number',
    booked: 'What you booked',
    period: 'Date',
    place: 'Place',
    module: (index: number) => `Module ${index}`,
    seminar: 'Seminar',
    price: 'Price',
    perPerson: 'per person, plus VAT',
    participants: 'Participants',
    totals: 'Total',
    net: 'Total net',
    vat: (rate: string) => `plus ${rate} VAT`,
    gross: 'Total gross',
    calendar: 'The dates are attached to this email as calendar files.',
    closing: 'Kind regards\nYour team at the Institut für Führung Münster',
  },
} as const

/** The contact person's greeting, in the booking's language. */
export const bookingGreeting = (booking: Booking): string =>
  BOOKING_TEXTS[booking.language].greeting(booking.contact)
