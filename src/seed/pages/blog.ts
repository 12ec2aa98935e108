import { blog, text } from '../blocks'
import { doc, h2, p } from '../richText'
import { type PageFactory, URLS } from './types'

/** The blog overview at /blog/; the articles themselves live at /blog/<slug>/. */
export const blogOverview: PageFactory = () => ({
  key: 'blog',
  shareImage: 'coaching',
  de: {
    title: 'Blog',
    slug: 'blog',
    description:
      'Impulse für Führungskräfte: Artikel zu Führung, Kommunikation, Konflikten, Selbstmanagement und Veränderung.',
    blocks: [
      text(
        doc(
          h2('Impulse für den Führungsalltag'),
          p(
            'Was tun, wenn das Team eine Entscheidung nicht mitträgt? Wie gelingt Feedback, das wirklich ankommt? In unserem Blog schreiben Trainerinnen und Trainer des Instituts über Fragen, die ihnen in Seminaren und Coachings immer wieder begegnen – kurz, praxisnah und zum Ausprobieren.',
          ),
          p(
            `Mit den Themen unten können Sie die Artikel filtern, auch mehrere auf einmal. Wer tiefer einsteigen möchte, findet passende [Seminare](${URLS.de.seminars}) in unserem Programm.`,
          ),
        ),
        { width: '10' },
      ),
      blog(
        'Alle Artikel',
        'Neue Artikel erscheinen etwa alle drei Wochen. Wer keinen verpassen möchte, abonniert am besten unseren Newsletter.',
      ),
    ],
  },
  en: {
    title: 'Blog',
    slug: 'blog',
    description:
      'Ideas for leaders: articles on leadership, communication, conflict, self-management and change.',
    blocks: [
      text(
        doc(
          h2('Ideas for everyday leadership'),
          p(
            'What do you do when your team does not support a decision? How do you give feedback that really lands? In our blog, the institute’s trainers write about questions they come across again and again in seminars and coaching – short, practical and ready to try out.',
          ),
          p(
            `Use the topics below to filter the articles – you can choose several at once. If you would like to go deeper, you will find matching [seminars](${URLS.en.seminars}) in our programme.`,
          ),
        ),
        { width: '10' },
      ),
      blog(
        'All articles',
        'New articles appear about every three weeks. Subscribe to our newsletter so you never miss one.',
      ),
    ],
  },
})
