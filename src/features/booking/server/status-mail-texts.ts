/**
 * The words of the mails on a status change: the binding confirmation and the cancellation, one
 * table per language (the template: mail/StatusMail.tsx).
 */
export const STATUS_TEXTS = {
  // The en texts below mirror these by design: one text table per locale.
  de: {
    confirmed: {
      subject: (number: string, reservation: boolean) =>
        `${reservation ? 'Reservierungsbestätigung' : 'Anmeldebestätigung'} ${number}`,
      heading: (reservation: boolean) =>
        reservation ? 'Ihre Reservierung ist bestätigt' : 'Ihre Anmeldung ist verbindlich',
      preview: (reservation: boolean) =>
        `Wir bestätigen Ihre ${reservation ? 'Reservierung' : 'Anmeldung'} verbindlich.`,
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
      heading: (reservation: boolean) =>
        `Ihre ${reservation ? 'Reservierung' : 'Buchung'} ist storniert`,
      preview: (_reservation: boolean) => 'Die Plätze sind freigegeben.',
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
      heading: (reservation: boolean) =>
        reservation ? 'Your reservation is confirmed' : 'Your registration is binding',
      preview: (reservation: boolean) =>
        `We hereby confirm your ${reservation ? 'reservation' : 'registration'}.`,
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
      heading: (reservation: boolean) =>
        `Your ${reservation ? 'reservation' : 'booking'} has been cancelled`,
      preview: (_reservation: boolean) => 'The seats have been released.',
      intro: (reservation: boolean) =>
        `your ${reservation ? 'reservation' : 'booking'} has been cancelled and the seats released. It concerns:`,
      next: [
        'Is this not what you wanted, or would you like another date? Simply reply to this email.',
      ],
    },
  },
} as const

export type StatusMailKind = 'confirmed' | 'cancelled'
