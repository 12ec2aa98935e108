import { text } from '../blocks'
import { doc, h2, p } from '../richText'
import { type PageFactory, URLS } from './types'

export const bookmarks: PageFactory = () => ({
  key: 'bookmarks',
  de: {
    title: 'Merkzettel',
    slug: 'merkzettel',
    description: 'Ihre gemerkten Seminare auf einen Blick.',
    blocks: [
      text(
        doc(
          h2('Ihre gemerkten Seminare'),
          p(
            'Mit dem Lesezeichen-Symbol an jedem Seminar setzen Sie es auf diesen Merkzettel. Hier vergleichen Sie Ihre Favoriten in Ruhe und legen den passenden Termin direkt in den Warenkorb.',
          ),
          p(
            `Der Merkzettel wird nur in diesem Browser gespeichert – ein Konto brauchen Sie dafür nicht. Noch nichts gemerkt? Stöbern Sie im [Seminarfinder](${URLS.de.finder}).`,
          ),
        ),
      ),
    ],
  },
  en: {
    title: 'Bookmarks',
    slug: 'bookmarks',
    description: 'Your bookmarked seminars at a glance.',
    blocks: [
      text(
        doc(
          h2('Your bookmarked seminars'),
          p(
            'The bookmark symbol on every seminar adds it to this list. Here you can compare your favourites at your leisure and add the right date straight to your cart.',
          ),
          p(
            `Your bookmarks are stored in this browser only – you do not need an account. Nothing saved yet? Have a look in the [seminar finder](${URLS.en.finder}).`,
          ),
        ),
      ),
    ],
  },
})
