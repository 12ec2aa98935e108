import { blog, text, whitepapers } from '../blocks'
import { doc, h2, p } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

/** The knowledge centre: every whitepaper (empty selection = all) and the blog with its topic filter. */
export const knowledge: PageFactory = () => ({
  key: 'knowledge',
  shareImage: 'charts',
  de: {
    title: 'Knowledge Center',
    slug: 'knowledge-center',
    description:
      'Whitepaper, Leitfäden und Blog-Artikel unserer Trainerinnen und Trainer zu Führung, Kommunikation und Veränderung – kostenlos zum Nachlesen.',
    blocks: [
      text(
        doc(
          h2('Wissen für Ihren Führungsalltag'),
          p(
            'Im Knowledge Center finden Sie, was unsere Trainerinnen und Trainer aus vielen Seminaren mitgenommen haben: kompakte Leitfäden zum Herunterladen und Blog-Artikel mit Impulsen für die Praxis.',
          ),
          p(
            `Sie suchen etwas Bestimmtes? Die [Suche im Knowledge Center](${de.knowledge}search/) durchsucht Whitepaper und Artikel.`,
          ),
        ),
        { width: '10' },
      ),
      whitepapers(
        'Whitepaper zum Herunterladen',
        'Tragen Sie einmal Ihre Kontaktdaten ein – danach steht Ihnen das PDF sofort zur Verfügung.',
      ),
      blog('Aus unserem Blog', 'Filtern Sie die Artikel nach den Themen, die Sie interessieren.'),
    ],
  },
  en: {
    title: 'Knowledge center',
    slug: 'knowledge-center',
    description:
      'Whitepapers, guides and blog articles by our trainers on leadership, communication and change – free to read.',
    blocks: [
      text(
        doc(
          h2('Knowledge for your everyday leadership'),
          p(
            'The knowledge center collects what our trainers have learned from many seminars: compact guides to download and blog articles with practical ideas.',
          ),
          p(
            `Looking for something specific? The [knowledge center search](${en.knowledge}search/) covers whitepapers and articles.`,
          ),
        ),
        { width: '10' },
      ),
      whitepapers(
        'Whitepapers to download',
        'Enter your contact details once – the PDF is then available to you straight away.',
      ),
      blog('From our blog', 'Filter the articles by the topics that interest you.'),
    ],
  },
})
