/**
 * The words of the waiting list's mails to visitors, one table per mail and language: the offer of
 * held seats (OfferMail.tsx), the alert's double opt-in (AlertConfirmMail.tsx) and the one mail
 * about a new date (NewDateMail.tsx).
 */

const seatsDe = (seats: number) => (seats === 1 ? 'einen Platz' : `${seats} Plätze`)
const seatsEn = (seats: number) => (seats === 1 ? 'one seat' : `${seats} seats`)

export const OFFER_TEXTS = {
  de: {
    subject: (what: string) => `Plätze frei: ${what}`,
    heading: 'Sie sind an der Reihe',
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (seats: number, what: string) =>
      `auf der Warteliste sind Sie an der Reihe: Für ${what} halten wir ${seatsDe(seats)} für Sie bereit.`,
    what: 'Seminar und Termin',
    seats: 'Plätze',
    until: 'Reserviert bis',
    untilValue: (until: string) => `${until} Uhr (deutsche Zeit)`,
    action: 'Über diesen Link buchen Sie die Plätze verbindlich:',
    book: 'Plätze jetzt buchen',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    validity: (until: string) =>
      `Wir halten die Plätze bis ${until} Uhr (deutsche Zeit) für Sie. Danach bieten wir sie der oder dem Nächsten auf der Warteliste an.`,
    decline: 'Sie möchten nicht mehr teilnehmen? Dann müssen Sie nichts tun.',
  },
  en: {
    subject: (what: string) => `Seats available: ${what}`,
    heading: 'It is your turn',
    greeting: (name: string) => `Dear ${name},`,
    intro: (seats: number, what: string) =>
      `it is your turn on the waiting list: we are holding ${seatsEn(seats)} for you at ${what}.`,
    what: 'Seminar and date',
    seats: 'Seats',
    until: 'Held until',
    untilValue: (until: string) => `${until} (German time)`,
    action: 'Book the seats with this link:',
    book: 'Book the seats now',
    copy: 'If the button does not work, copy this address into your browser:',
    validity: (until: string) =>
      `We hold the seats for you until ${until} (German time). After that we offer them to the next person on the waiting list.`,
    decline: 'No longer wish to take part? Then there is nothing you need to do.',
  },
} as const

export const ALERT_CONFIRM_TEXTS = {
  de: {
    subject: (title: string) => `Bitte bestätigen: Benachrichtigung zu neuen Terminen – ${title}`,
    heading: 'Nur noch ein Klick',
    greeting: 'Guten Tag,',
    intro: (title: string) =>
      `Sie möchten erfahren, sobald neue Termine für „${title}“ feststehen. Bitte bestätigen Sie das über diesen Link:`,
    confirm: 'Benachrichtigung bestätigen',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    validity: (days: number) =>
      `Der Link ist ${days} Tage gültig. Erst nach Ihrer Bestätigung schreiben wir Ihnen, einmal, sobald ein Termin veröffentlicht ist.`,
    notYou: 'Sie haben das nicht angefordert? Dann müssen Sie nichts tun.',
    unsubscribe: 'Abbestellen können Sie die Benachrichtigung jederzeit über diesen Link:',
  },
  en: {
    subject: (title: string) => `Please confirm: notification of new dates – ${title}`,
    heading: 'Just one more click',
    greeting: 'Hello,',
    intro: (title: string) =>
      `You would like to hear as soon as new dates for “${title}” are set. Please confirm this using this link:`,
    confirm: 'Confirm the notification',
    copy: 'If the button does not work, copy this address into your browser:',
    validity: (days: number) =>
      `The link is valid for ${days} days. Only after your confirmation will we write to you, once, as soon as a date is published.`,
    notYou: 'Did not ask for this? Then there is nothing you need to do.',
    unsubscribe: 'You can cancel the notification at any time using this link:',
  },
} as const

export const NEW_DATE_TEXTS = {
  de: {
    subject: (title: string) => `Neuer Termin: ${title}`,
    heading: 'Ein neuer Termin steht fest',
    greeting: 'Guten Tag,',
    intro: (title: string, period: string) =>
      `für „${title}“ steht ein neuer Termin fest: ${period}. Alle Termine und die Buchung finden Sie hier:`,
    show: 'Termine ansehen und buchen',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    once: 'Wie gewünscht schreiben wir Ihnen dazu nur dieses eine Mal.',
  },
  en: {
    subject: (title: string) => `New date: ${title}`,
    heading: 'A new date is set',
    greeting: 'Hello,',
    intro: (title: string, period: string) =>
      `a new date is set for “${title}”: ${period}. See all dates and book here:`,
    show: 'See the dates and book',
    copy: 'If the button does not work, copy this address into your browser:',
    once: 'As you asked, this is the only time we write to you about it.',
  },
} as const
