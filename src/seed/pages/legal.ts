import { sprungmarke, text, type PageBlock } from '../blocks'
import { doc, h2, p, type RichNode, ul } from '../richText'
import { CONTACT, type PageFactory } from './types'

/** A section of a long legal text: an anchor, a heading and its paragraphs. */
export type LegalSection = { id: string; title: string; body: RichNode[] }

/** A table of contents linking to every section's anchor, then one anchor and text block per section. */
export function sectionBlocks(
  intro: RichNode[],
  tocTitle: string,
  sections: LegalSection[],
): PageBlock[] {
  return [
    text(doc(...intro, h2(tocTitle), ul(...sections.map((s) => `[${s.title}](#${s.id})`))), {
      background: '3',
      width: '10',
    }),
    ...sections.flatMap((s) => [
      sprungmarke(s.id),
      text(doc(h2(s.title), ...s.body), { width: '10' }),
    ]),
  ]
}

const address = `${CONTACT.organisation} GmbH\n${CONTACT.street}\n${CONTACT.postcode} ${CONTACT.city}`
const mail = `[${CONTACT.email}](mailto:${CONTACT.email})`
const phone = `[${CONTACT.phone}](${CONTACT.phoneHref})`

export const imprint: PageFactory = () => ({
  key: 'imprint',
  de: {
    title: 'Impressum',
    slug: 'impressum',
    description: 'Anbieterkennzeichnung des Instituts für Führung Münster.',
    blocks: [
      text(
        doc(
          p(
            '**Hinweis:** Diese Website ist eine Demonstration. Das Institut für Führung Münster ist eine erfundene Einrichtung; Namen, Registerangaben und Kontaktdaten sind fiktiv.',
          ),
          h2('Angaben gemäß § 5 DDG'),
          p(address),
          p('**Vertreten durch die Geschäftsführung:**\nDr. Johanna Beispiel, Thomas Muster'),
          p(`**Kontakt:**\nTelefon: ${phone}\nE-Mail: ${mail}`),
          p('**Registereintrag:**\nAmtsgericht Münster, HRB 99999'),
          p('**Umsatzsteuer-Identifikationsnummer** gemäß § 27a UStG:\nDE 000 000 000'),
          h2('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'),
          p(`Dr. Johanna Beispiel\n${CONTACT.street}, ${CONTACT.postcode} ${CONTACT.city}`),
          h2('Verbraucherstreitbeilegung'),
          p(
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
          h2('Haftung für Inhalte und Links'),
          p(
            'Wir erstellen die Inhalte dieser Website mit Sorgfalt, können für Vollständigkeit und Aktualität aber keine Gewähr übernehmen. Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben; für diese Inhalte ist der jeweilige Anbieter verantwortlich. Sollten Sie auf einen fehlerhaften oder rechtswidrigen Inhalt stoßen, freuen wir uns über einen Hinweis.',
          ),
          h2('Bildnachweis'),
          p('Alle Illustrationen auf dieser Website wurden eigens für sie erstellt.'),
        ),
        { width: '10' },
      ),
    ],
  },
  en: {
    title: 'Imprint',
    slug: 'imprint',
    description: 'Legal notice of the Institut für Führung Münster.',
    blocks: [
      text(
        doc(
          p(
            '**Please note:** this website is a demonstration. The Institut für Führung Münster is a fictional institution; names, register entries and contact details are invented.',
          ),
          h2('Information pursuant to Section 5 DDG (German Digital Services Act)'),
          p(`${address}\nGermany`),
          p('**Represented by the managing directors:**\nDr. Johanna Beispiel, Thomas Muster'),
          p(`**Contact:**\nPhone: ${phone}\nEmail: ${mail}`),
          p('**Commercial register:**\nLocal Court (Amtsgericht) Münster, HRB 99999'),
          p(
            '**VAT identification number** pursuant to Section 27a of the German VAT Act:\nDE 000 000 000',
          ),
          h2('Responsible for content pursuant to Section 18 (2) MStV'),
          p(
            `Dr. Johanna Beispiel\n${CONTACT.street}, ${CONTACT.postcode} ${CONTACT.city}, Germany`,
          ),
          h2('Consumer dispute resolution'),
          p(
            'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
          ),
          h2('Liability for content and links'),
          p(
            'We prepare the content of this website with care but cannot guarantee that it is complete and up to date. Our website contains links to third-party websites whose content we cannot influence; the respective provider is responsible for that content. If you come across content that is incorrect or unlawful, please let us know.',
          ),
          h2('Image credits'),
          p('All illustrations on this website were created specifically for it.'),
        ),
        { width: '10' },
      ),
    ],
  },
})
