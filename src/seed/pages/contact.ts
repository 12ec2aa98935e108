import { akkordeon, bildText, kontaktformular, newsletterSignup, text } from '../blocks'
import { doc, h2, h3, p, ul } from '../richText'
import { CONTACT, type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en
const mail = `[${CONTACT.email}](mailto:${CONTACT.email})`
const phone = `[${CONTACT.phone}](${CONTACT.phoneHref})`

export const contact: PageFactory = (img) => ({
  key: 'contact',
  shareImage: 'harbour',
  de: {
    title: 'Kontakt',
    slug: 'kontakt',
    description:
      'So erreichen Sie das Institut für Führung Münster: Telefon, E-Mail, Anschrift und Anfahrt.',
    blocks: [
      text(
        doc(
          h2('Wir sind für Sie da'),
          p(
            'Sie haben eine Frage zu einem Seminar, möchten ein Inhouse-Training besprechen oder brauchen Hilfe bei Ihrer Buchung? Unser Team im Kundenservice erreichen Sie montags bis freitags von 8 bis 17 Uhr.',
          ),
          p(`Telefon: ${phone}\nE-Mail: ${mail}`),
          p('Wir antworten in der Regel innerhalb eines Werktags.'),
        ),
        { showContact: true, width: '12', columnWidth: '58' },
      ),
      kontaktformular(
        'Ihre Nachricht an uns',
        doc(
          p(
            'Füllen Sie die Pflichtfelder aus – wir melden uns innerhalb eines Werktags bei Ihnen.',
          ),
        ),
      ),
      bildText(
        'So finden Sie uns',
        img.harbour,
        doc(
          p(
            `Unser Institut liegt in einem umgebauten Speichergebäude am Hafen, etwa 15 Minuten zu Fuß vom Hauptbahnhof.\n**${CONTACT.organisation}**\n${CONTACT.street}\n${CONTACT.postcode} ${CONTACT.city}`,
          ),
          h3('Anreise'),
          ul(
            'Vom Hauptbahnhof mit dem Bus bis zur Haltestelle „Hafenplatz“, dann zwei Minuten zu Fuß',
            'Mit dem Auto: Parkhaus am Hafen, Einfahrt gegenüber dem Institut',
            'Mit dem Fahrrad: überdachte Stellplätze direkt am Eingang',
          ),
        ),
        { background: '5' },
      ),
      akkordeon('Schnelle Antworten', [
        [
          'Ich möchte meine Buchung ändern.',
          doc(
            p(
              `Schreiben Sie uns mit Ihrer Buchungsnummer an ${mail}. Umbuchungen auf einen anderen Termin sind bis vier Wochen vor Seminarbeginn kostenfrei.`,
            ),
          ),
        ],
        [
          'Ich möchte den Newsletter abonnieren.',
          doc(p(`Die Anmeldung finden Sie auf der Seite [Newsletter](${de.newsletter}).`)),
        ],
      ]),
    ],
  },
  en: {
    title: 'Contact us',
    slug: 'contact-us',
    description:
      'How to reach the Institut für Führung Münster: phone, email, address and directions.',
    blocks: [
      text(
        doc(
          h2('We are here for you'),
          p(
            'Do you have a question about a seminar, would you like to discuss in-house training or do you need help with your booking? Our customer service team is available Monday to Friday from 8 am to 5 pm (CET).',
          ),
          p(`Phone: ${phone}\nEmail: ${mail}`),
          p('We usually reply within one working day.'),
        ),
        { showContact: true, width: '12', columnWidth: '58' },
      ),
      kontaktformular(
        'Your message to us',
        doc(p('Fill in the required fields – we will get back to you within one working day.')),
      ),
      bildText(
        'How to find us',
        img.harbour,
        doc(
          p(
            `Our institute is located in a converted warehouse at the harbour, about 15 minutes on foot from the main station.\n**${CONTACT.organisation}**\n${CONTACT.street}\n${CONTACT.postcode} ${CONTACT.city}\nGermany`,
          ),
          h3('Getting here'),
          ul(
            'From the main station take the bus to the “Hafenplatz” stop, then walk for two minutes',
            'By car: multi-storey car park at the harbour, entrance opposite the institute',
            'By bike: covered bicycle parking right at the entrance',
          ),
        ),
        { background: '5' },
      ),
      akkordeon('Quick answers', [
        [
          'I would like to change my booking.',
          doc(
            p(
              `Write to us at ${mail} quoting your booking number. Moving to another date is free of charge up to four weeks before the seminar starts.`,
            ),
          ),
        ],
        [
          'I would like to subscribe to the newsletter.',
          doc(p(`You can sign up on the [newsletter](${en.newsletter}) page.`)),
        ],
      ]),
    ],
  },
})

export const newsletter: PageFactory = (img) => ({
  key: 'newsletter',
  parent: 'contact',
  de: {
    title: 'Newsletter',
    slug: 'newsletter',
    description:
      'Neue Seminartermine, Praxisimpulse und Veranstaltungen einmal im Monat per E-Mail.',
    blocks: [
      text(
        doc(
          h2('Einmal im Monat: Impulse für Ihren Führungsalltag'),
          p(
            'Unser Newsletter bringt Ihnen neue Seminartermine, kurze Praxisimpulse unserer Trainerinnen und Trainer und Einladungen zu kostenfreien Online-Veranstaltungen. Kein Werbegewitter – höchstens eine E-Mail im Monat.',
          ),
          p(
            `Nach der Anmeldung erhalten Sie eine E-Mail mit einem Bestätigungslink. Abmelden können Sie sich jederzeit über den Link am Ende jedes Newsletters. Details finden Sie in unserer [Datenschutzerklärung](${de.privacy}).`,
          ),
        ),
      ),
      newsletterSignup(
        'Jetzt anmelden',
        doc(
          p(
            'Tragen Sie Ihre E-Mail-Adresse ein und wählen Sie, was Sie interessiert: Seminartermine, Praxisimpulse oder Veranstaltungen.',
          ),
        ),
        img.workshop,
      ),
    ],
  },
  en: {
    title: 'Newsletter',
    slug: 'newsletter',
    description: 'New seminar dates, practical ideas and events once a month by email.',
    blocks: [
      text(
        doc(
          h2('Once a month: ideas for your everyday leadership'),
          p(
            'Our newsletter brings you new seminar dates, short practical tips from our trainers and invitations to free online events. No flood of advertising – one email a month at most.',
          ),
          p(
            `After signing up you will receive an email with a confirmation link. You can unsubscribe at any time via the link at the end of every newsletter. For details, see our [privacy statement](${en.privacy}).`,
          ),
        ),
      ),
      newsletterSignup(
        'Sign up now',
        doc(
          p(
            'Enter your email address and choose what interests you: seminar dates, practical ideas or events.',
          ),
        ),
        img.workshop,
      ),
    ],
  },
})
