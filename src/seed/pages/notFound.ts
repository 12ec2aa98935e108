import { text } from '../blocks'
import { doc, p, ul } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

/** Its blocks appear on the 404 screen below "Page not found". */
export const notFound: PageFactory = () => ({
  key: 'notFound',
  isNotFoundPage: true,
  de: {
    title: 'Seite nicht gefunden',
    slug: 'seite-nicht-gefunden',
    blocks: [
      text(
        doc(
          p(
            'Die gesuchte Seite gibt es nicht oder nicht mehr – vielleicht hat sich die Adresse geändert. Diese Seiten helfen Ihnen weiter:',
          ),
          ul(
            `[Zur Startseite](${de.home})`,
            `[Alle Seminare](${de.seminars})`,
            `[Seminarfinder](${de.finder})`,
            `[Kontakt](${de.contact})`,
          ),
        ),
        { background: '3' },
      ),
    ],
  },
  en: {
    title: 'Page not found',
    slug: 'page-not-found',
    blocks: [
      text(
        doc(
          p(
            'The page you are looking for does not exist or no longer exists – perhaps its address has changed. These pages will help you on your way:',
          ),
          ul(
            `[Home page](${en.home})`,
            `[All seminars](${en.seminars})`,
            `[Seminar finder](${en.finder})`,
            `[Contact us](${en.contact})`,
          ),
        ),
        { background: '3' },
      ),
    ],
  },
})
