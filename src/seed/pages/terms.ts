import { p } from '../richText'
import { type LegalSection, sectionBlocks } from './legal'
import { CONTACT, type PageFactory } from './types'

// The terms the booking form's required checkbox refers to (fictional, like the whole demo).
const mail = `[${CONTACT.email}](mailto:${CONTACT.email})`

const introDe = [
  p(
    '**Hinweis:** Diese Website ist eine Demonstration; die folgenden Bedingungen eines erfundenen Instituts dienen nur als Beispiel.',
  ),
  p(
    `Diese Bedingungen gelten für die Anmeldung zu offenen Seminaren und Entwicklungsprogrammen des ${CONTACT.organisation}. Für Inhouse-Seminare gilt das jeweilige Angebot.`,
  ),
]

const sectionsDe: LegalSection[] = [
  {
    id: 'anmeldung',
    title: 'Anmeldung und Bestätigung',
    body: [
      p(
        'Sie melden sich über das Buchungsformular dieser Website, per E-Mail oder telefonisch an. Sofort nach dem Absenden erhalten Sie eine Eingangsbestätigung; verbindlich wird die Anmeldung mit unserer Anmeldebestätigung, die Sie innerhalb eines Werktags erhalten.',
      ),
      p(
        'Die Plätze vergeben wir in der Reihenfolge der Anmeldungen. Ist ein Termin ausgebucht, sagen wir Ihnen das sofort und nennen Ihnen gern einen anderen.',
      ),
    ],
  },
  {
    id: 'preise',
    title: 'Preise und Zahlung',
    body: [
      p(
        'Es gilt die Seminargebühr, die bei dem gebuchten Termin genannt ist. Sie umfasst die Teilnahme, die Unterlagen sowie Mittagessen und Pausengetränke an den Seminartagen, nicht aber Anreise und Übernachtung.',
      ),
      p(
        'Die Rechnung erhalten Sie etwa vier Wochen vor Seminarbeginn. Sie ist innerhalb von 14 Tagen nach Erhalt ohne Abzug zu zahlen, spätestens aber vor Seminarbeginn.',
      ),
    ],
  },
  {
    id: 'stornierung',
    title: 'Stornierung durch Sie',
    body: [
      p(
        'Sie können Ihre Anmeldung jederzeit schriftlich (E-Mail genügt) stornieren. Bis sechs Wochen vor Seminarbeginn ist das kostenfrei; bis zwei Wochen vorher berechnen wir die Hälfte der Seminargebühr, danach die volle Gebühr.',
      ),
      p(
        'Statt zu stornieren, können Sie jederzeit ohne zusätzliche Kosten eine Ersatzperson schicken. Nennen Sie uns dafür bitte vorab ihren Namen.',
      ),
    ],
  },
  {
    id: 'absage',
    title: 'Änderungen und Absage durch uns',
    body: [
      p(
        'Wir behalten uns vor, ein Seminar abzusagen, wenn zu wenige Anmeldungen vorliegen oder die Trainerin bzw. der Trainer kurzfristig ausfällt und kein gleichwertiger Ersatz möglich ist. Bereits gezahlte Gebühren erstatten wir dann vollständig; weitergehende Ansprüche, etwa für Reise- oder Hotelkosten, bestehen nicht.',
      ),
      p(
        'Wir informieren Sie so früh wie möglich und bieten Ihnen nach Möglichkeit einen anderen Termin an.',
      ),
    ],
  },
  {
    id: 'programme',
    title: 'Entwicklungsprogramme',
    body: [
      p(
        'Ein Entwicklungsprogramm buchen Sie als Ganzes mit den gewählten Modulterminen. Einzelne Module können Sie bis sechs Wochen vor ihrem Beginn kostenfrei auf einen anderen Termin verlegen, solange dort Plätze frei sind. Für die Stornierung des ganzen Programms gelten die Fristen oben, gerechnet ab dem ersten Modul.',
      ),
    ],
  },
  {
    id: 'unterlagen',
    title: 'Seminarunterlagen',
    body: [
      p(
        'Die Unterlagen sind urheberrechtlich geschützt. Sie dürfen sie für Ihre eigene Arbeit nutzen, aber nicht ohne unsere Zustimmung vervielfältigen oder weitergeben.',
      ),
    ],
  },
  {
    id: 'kontakt',
    title: 'Fragen',
    body: [
      p(
        `Fragen zu Ihrer Anmeldung beantworten wir gern unter ${mail}. Wie wir Ihre Angaben verarbeiten, lesen Sie in unserer [Datenschutzerklärung](/datenschutzerklaerung/).`,
      ),
    ],
  },
]

const introEn = [
  p(
    '**Please note:** this website is a demonstration; the following terms of a fictional institute are an example only.',
  ),
  p(
    `These terms apply to registrations for open seminars and development programmes of the ${CONTACT.organisation}. In-house seminars are governed by the respective offer.`,
  ),
]

const sectionsEn: LegalSection[] = [
  {
    id: 'registration',
    title: 'Registration and confirmation',
    body: [
      p(
        'You register through the booking form on this website, by email or by phone. You receive an acknowledgement as soon as you send the form; the registration becomes binding with our confirmation of registration, which you receive within one working day.',
      ),
      p(
        'Places are given in the order in which registrations arrive. If a date is fully booked, we tell you at once and are happy to suggest another one.',
      ),
    ],
  },
  {
    id: 'prices',
    title: 'Prices and payment',
    body: [
      p(
        'The seminar fee shown with the booked date applies. It covers participation, the seminar documents, and lunch and refreshments on the seminar days, but not travel and accommodation.',
      ),
      p(
        'You receive the invoice about four weeks before the seminar starts. It is payable without deduction within 14 days of receipt, and at the latest before the seminar starts.',
      ),
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation by you',
    body: [
      p(
        'You can cancel your registration at any time in writing (an email is enough). Up to six weeks before the seminar starts this is free of charge; up to two weeks before, we charge half the seminar fee, after that the full fee.',
      ),
      p(
        'Instead of cancelling, you can send a substitute at any time at no extra cost. Please tell us their name beforehand.',
      ),
    ],
  },
  {
    id: 'changes',
    title: 'Changes and cancellation by us',
    body: [
      p(
        'We reserve the right to cancel a seminar if there are too few registrations or if the trainer is unable to attend at short notice and no equivalent replacement is possible. Fees already paid are then refunded in full; there are no further claims, for example for travel or hotel costs.',
      ),
      p('We inform you as early as possible and, where we can, offer you another date.'),
    ],
  },
  {
    id: 'programmes',
    title: 'Development programmes',
    body: [
      p(
        'You book a development programme as a whole, with the module dates you chose. You can move a single module to another date free of charge up to six weeks before it starts, as long as places are available there. Cancelling the whole programme follows the periods above, counted from the first module.',
      ),
    ],
  },
  {
    id: 'documents',
    title: 'Seminar documents',
    body: [
      p(
        'The documents are protected by copyright. You may use them for your own work but not copy or pass them on without our consent.',
      ),
    ],
  },
  {
    id: 'questions',
    title: 'Questions',
    body: [
      p(
        `We are happy to answer questions about your registration at ${mail}. How we process your details is explained in our [privacy statement](/en/privacy-statement/).`,
      ),
    ],
  },
]

export const terms: PageFactory = () => ({
  key: 'terms',
  de: {
    title: 'Teilnahmebedingungen',
    slug: 'teilnahmebedingungen',
    description:
      'Anmeldung, Zahlung und Stornierung bei Seminaren und Entwicklungsprogrammen des Instituts für Führung Münster.',
    blocks: sectionBlocks(introDe, 'Inhalt', sectionsDe),
  },
  en: {
    title: 'Terms of participation',
    slug: 'terms-of-participation',
    description:
      'Registration, payment and cancellation for seminars and development programmes of the Institut für Führung Münster.',
    blocks: sectionBlocks(introEn, 'Contents', sectionsEn),
  },
})
