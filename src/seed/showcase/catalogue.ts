import {
  callback,
  kontaktformular,
  newsletterSignup,
  type PageBlock,
  seminare,
  seminarfinder,
  seminarthemen,
  termine,
  whitepapers,
} from '../blocks'
import type { CatalogueIds } from '../content/catalogue/types'
import type { ImageIds } from '../images'
import { doc, p } from '../richText'

type Locale = 'de' | 'en'

/**
 * The catalogue blocks of the showcase page: topics (tabs and tiles), seminar cards, dates by
 * topic and by place (Zurich, priced in CHF), the finder, whitepapers and the newsletter sign-up.
 */
export function catalogueShowcaseBlocks(
  img: ImageIds,
  cat: CatalogueIds,
  locale: Locale,
): PageBlock[] {
  const t = (german: string, english: string): string => (locale === 'de' ? german : english)
  const seminars = ['KO-101', 'VM-202', 'VH-203']
    .map((code) => cat.seminars[code])
    .filter((id): id is number => id !== undefined)
  const zurich = cat.locations[5]
  return [
    seminarthemen(t('Seminarthemen als Reiter', 'Seminar topics as tabs'), 'tabs'),
    seminarthemen(t('Eine Auswahl als Kacheln', 'A selection as tiles'), 'tiles-2', [
      cat.topics.konflikt,
      cat.topics.projekt,
      cat.topics.selbst,
      cat.topics.personal,
    ]),
    seminare(
      t('Ausgewählte Seminare', 'Selected seminars'),
      seminars,
      t(
        'Karten mit Bewertung, Dauer und dem Weg zu den Terminen.',
        'Cards with rating, duration and a link to the dates.',
      ),
    ),
    termine({ topic: cat.topics.kommunikation }),
    ...(zurich === undefined
      ? []
      : [
          termine(
            { place: zurich },
            t(
              'Termine in Zürich – in Schweizer Franken',
              'Dates in Zurich – priced in Swiss francs',
            ),
          ),
        ]),
    seminarfinder(
      t('Seminarfinder', 'Seminar finder'),
      t(
        'Probieren Sie einen Seminarcode wie FK-101 oder ein Stichwort wie „Konflikt“.',
        'Try a seminar code such as FK-101 or a keyword such as “conflict”.',
      ),
    ),
    whitepapers(
      t('Whitepaper: eine Auswahl', 'Whitepapers: a selection'),
      t(
        'Hier mit Auswahl; ohne Auswahl zeigt der Baustein alle Whitepaper.',
        'With a selection here; without one, the block shows every whitepaper.',
      ),
      cat.whitepapers.slice(0, 2),
    ),
    newsletterSignup(
      t('Newsletter', 'Newsletter'),
      doc(
        p(
          t(
            'Einmal im Monat neue Termine und Praxisimpulse. Nach der Anmeldung bestätigen Sie Ihre Adresse über den Link in unserer E-Mail.',
            'New dates and practical ideas once a month. After signing up, confirm your address through the link in our email.',
          ),
        ),
      ),
      img.workshop,
    ),
  ]
}

/** The form blocks of the showcase page: the short contact form and the callback request. */
export function formShowcaseBlocks(img: ImageIds, locale: Locale): PageBlock[] {
  const t = (german: string, english: string): string => (locale === 'de' ? german : english)
  return [
    kontaktformular(
      t('Kontaktformular', 'Contact form'),
      doc(
        p(
          t(
            'Außerhalb der Kontaktseite erscheint die kurze Fassung des Formulars.',
            'Outside the contact page the short version of the form appears.',
          ),
        ),
      ),
      img.harbour,
    ),
    callback(
      t('Wir rufen Sie zurück', 'We will call you back'),
      doc(
        p(
          t(
            'Nennen Sie uns einen Werktag in den nächsten zehn Tagen – wir melden uns zur gewünschten Zeit.',
            'Suggest a working day within the next ten days – we will call you at the time you choose.',
          ),
        ),
      ),
      { image: img.coaching, name: 'Miriam Albers' },
    ),
  ]
}
