import { akkordeon, seminarfinder, text } from '../blocks'
import { doc, h2, ol, p } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

export const seminarFinder: PageFactory = () => ({
  key: 'finder',
  parent: 'seminars',
  de: {
    title: 'Seminarfinder',
    slug: 'seminarfinder',
    description: 'Finden Sie das passende Seminar nach Stichwort, Thema, Ort und Zeitraum.',
    blocks: [
      text(
        doc(
          h2('Das passende Seminar finden'),
          p(
            'Suchen Sie nach einem Stichwort oder einem Seminarcode, oder grenzen Sie unser Angebot nach Themenfeld, Veranstaltungsort und Zeitraum ein. Die Ergebnisliste zeigt Ihnen alle passenden Termine mit Preis und freien Plätzen.',
          ),
          p(
            `Lieber persönlich beraten werden? [Schreiben Sie uns](${de.contact}) – wir melden uns innerhalb eines Werktags.`,
          ),
        ),
      ),
      seminarfinder(null, null, true),
    ],
  },
  en: {
    title: 'Find your seminar',
    slug: 'find-your-seminar',
    description: 'Find the right seminar by keyword, topic, location and date.',
    blocks: [
      text(
        doc(
          h2('Find the right seminar'),
          p(
            'Search for a keyword or a seminar code, or narrow down our programme by subject area, venue and period. The results list shows all matching dates with price and availability.',
          ),
          p(
            `Would you rather talk to someone? [Send us a message](${en.contact}) – we will get back to you within one working day.`,
          ),
        ),
      ),
      seminarfinder(null, null, true),
    ],
  },
})

export const seminarBooking: PageFactory = () => ({
  key: 'booking',
  parent: 'seminars',
  de: {
    title: 'Seminar buchen',
    slug: 'anmeldung',
    description:
      'So buchen oder reservieren Sie einen Seminarplatz beim Institut für Führung Münster.',
    blocks: [
      text(
        doc(
          h2('In vier Schritten zum Seminarplatz'),
          ol(
            `Wählen Sie im [Seminarfinder](${de.finder}) ein Seminar und einen Termin.`,
            'Legen Sie den Termin in den Warenkorb. Sie können mehrere Seminare und mehrere Teilnehmende auf einmal buchen.',
            'Tragen Sie die Daten der Teilnehmenden und die Rechnungsanschrift ein. Wählen Sie, ob Sie verbindlich buchen oder zunächst reservieren möchten.',
            'Senden Sie die Buchung ab. Sie erhalten sofort eine Eingangsbestätigung per E-Mail und innerhalb eines Werktags die Anmeldebestätigung.',
          ),
          p(
            `Ihr [Warenkorb](${de.cart}) bleibt in diesem Browser gespeichert, bis Sie die Buchung abschließen oder ihn leeren.`,
          ),
        ),
      ),
      akkordeon(
        'Fragen zur Buchung',
        [
          [
            'Kann ich für Kolleginnen und Kollegen mitbuchen?',
            doc(
              p(
                'Ja. Sie geben einmal die Ansprechperson und die Rechnungsanschrift an und tragen dann beliebig viele Teilnehmende ein.',
              ),
            ),
          ],
          [
            'Wann erhalte ich die Rechnung?',
            doc(
              p(
                'Die Rechnung erhalten Sie etwa vier Wochen vor Seminarbeginn. Sie ist innerhalb von 14 Tagen zahlbar.',
              ),
            ),
          ],
        ],
        '3',
      ),
    ],
  },
  en: {
    title: 'Book your seminar',
    slug: 'book-your-seminar',
    description: 'How to book or reserve a seminar place at the Institut für Führung Münster.',
    blocks: [
      text(
        doc(
          h2('Your seminar place in four steps'),
          ol(
            `Choose a seminar and a date in the [seminar finder](${en.finder}).`,
            'Add the date to your cart. You can book several seminars and several participants at once.',
            'Enter the participants’ details and the billing address. Choose whether you want to book bindingly or make a reservation first.',
            'Send off your booking. You will immediately receive an acknowledgement by email, and the confirmation of registration within one working day.',
          ),
          p(
            `Your [cart](${en.cart}) is kept in this browser until you complete the booking or empty it.`,
          ),
        ),
      ),
      akkordeon(
        'Questions about booking',
        [
          [
            'Can I book on behalf of colleagues?',
            doc(
              p(
                'Yes. You enter the contact person and billing address once and then add as many participants as you like.',
              ),
            ),
          ],
          [
            'When will I receive the invoice?',
            doc(
              p(
                'You will receive the invoice about four weeks before the seminar starts. It is payable within 14 days.',
              ),
            ),
          ],
        ],
        '3',
      ),
    ],
  },
})
