import { akkordeon, aktuelles, bild, bildText, standorte, termine, text } from '../blocks'
import { doc, h2, h3, p, ul } from '../richText'
import { type PageFactory, URLS } from './types'

export const about: PageFactory = (img, cat) => {
  const headOffice = cat.locations[0]
  // Upcoming dates at the head office (the first seeded location); the block's heading names it.
  const headOfficeDates = () => (headOffice === undefined ? [] : [termine({ place: headOffice })])
  return {
    key: 'about',
    shareImage: 'harbour',
    de: {
      title: 'Über uns',
      slug: 'ueber-uns',
      description:
        'Das Institut für Führung Münster: unabhängig, praxisnah und seit 1998 am Hafen zu Hause.',
      blocks: [
        text(
          doc(
            h2('Ein Institut für Menschen, die führen'),
            p(
              'Das Institut für Führung Münster wurde 1998 von drei Trainerinnen und Trainern gegründet, die eine einfache Überzeugung teilten: Führung lernt man nicht aus Folien, sondern im Gespräch, im Ausprobieren und im ehrlichen Feedback. Daran hat sich bis heute nichts geändert.',
            ),
            p(
              'Heute arbeiten rund 30 Trainerinnen und Trainer und ein Team von zwölf Kolleginnen und Kollegen in Organisation und Beratung für uns. Wir sind unabhängig und gehören keinem Konzern an.',
            ),
          ),
          { width: '10' },
        ),
        bildText(
          'Unser Haus am Hafen',
          img.harbour,
          doc(
            p(
              'Seit 2009 sind wir in einem umgebauten Speichergebäude am Münsteraner Hafen zu Hause. Fünf Seminarräume mit Tageslicht, eine offene Küche und die Terrasse am Wasser bieten den Raum, den gutes Lernen braucht.',
            ),
          ),
          { background: '4' },
        ),
        text(
          doc(
            h3('Was uns leitet'),
            ul(
              'Wir nehmen die Menschen ernst, die zu uns kommen – mit ihren Fragen und ihrer Erfahrung.',
              'Wir lehren nur, was wir selbst in der Praxis erprobt haben.',
              'Wir messen uns daran, was sich nach dem Seminar verändert.',
            ),
          ),
          {
            background: '6',
            width: '12',
            second: doc(
              h3('Unsere Trainerinnen und Trainer'),
              p(
                'Alle haben selbst Verantwortung für Teams getragen – in Industrie, Handel, Verwaltung oder sozialen Einrichtungen. Sie bilden sich regelmäßig fort und hospitieren gegenseitig in ihren Seminaren.',
              ),
            ),
          },
        ),
        bildText(
          'Coaching',
          img.coaching,
          doc(
            p(
              `Neben Seminaren begleiten wir Führungskräfte im Einzelcoaching – bei einem Rollenwechsel, in schwierigen Entscheidungen oder zur persönlichen Standortbestimmung. [Sprechen Sie uns an](${URLS.de.contact}).`,
            ),
          ),
          { swap: true, background: '5' },
        ),
        standorte(
          'Unsere Standorte',
          'Zu Hause sind wir in Münster – unsere offenen Seminare finden außerdem in Tagungshäusern in Hamburg, Köln, Frankfurt am Main, München und Zürich statt. Alle Häuser sind gut mit Bahn und Nahverkehr erreichbar.',
        ),
        ...headOfficeDates(),
        bild('Einblicke', [
          { image: img.workshop, caption: 'Lernen im Kreis: Moderation statt Frontalvortrag' },
          {
            image: img.charts,
            caption: 'Wirkung messen: Wir befragen Teilnehmende drei Monate nach dem Seminar.',
          },
          { image: img.skyline, caption: 'Münster ist unsere Heimat – gelernt wird überall.' },
        ]),
        akkordeon(
          'Zahlen und Fakten',
          [
            [
              'Wie viele Menschen besuchen jährlich Ihre Seminare?',
              doc(
                p(
                  'Rund 3.500 Teilnehmende in offenen Seminaren und etwa 150 Inhouse-Projekte pro Jahr.',
                ),
              ),
            ],
            [
              'Wie zufrieden sind die Teilnehmenden?',
              doc(
                p('Im Durchschnitt bewerten Teilnehmende unsere Seminare mit 4,8 von 5 Punkten.'),
              ),
            ],
          ],
          '3',
        ),
        aktuelles('Aktuelles aus dem Institut'),
      ],
    },
    en: {
      title: 'About us',
      slug: 'about-us',
      description:
        'The Institut für Führung Münster: independent, practical and at home at the harbour since 1998.',
      blocks: [
        text(
          doc(
            h2('An institute for people who lead'),
            p(
              'The Institut für Führung Münster was founded in 1998 by three trainers who shared a simple conviction: leadership is not learned from slides, but through conversation, experimentation and honest feedback. That has not changed.',
            ),
            p(
              'Today around 30 trainers and a team of twelve colleagues in organisation and consulting work with us. We are independent and not part of any group.',
            ),
          ),
          { width: '10' },
        ),
        bildText(
          'Our home at the harbour',
          img.harbour,
          doc(
            p(
              'Since 2009 we have been based in a converted warehouse at Münster’s harbour. Five seminar rooms with daylight, an open kitchen and a terrace by the water provide the space that good learning needs.',
            ),
          ),
          { background: '4' },
        ),
        text(
          doc(
            h3('What guides us'),
            ul(
              'We take the people who come to us seriously – with their questions and their experience.',
              'We only teach what we have tried and tested in practice ourselves.',
              'We measure ourselves by what changes after the seminar.',
            ),
          ),
          {
            background: '6',
            width: '12',
            second: doc(
              h3('Our trainers'),
              p(
                'All of them have been responsible for teams themselves – in manufacturing, retail, public administration or social services. They train regularly and sit in on each other’s seminars.',
              ),
            ),
          },
        ),
        bildText(
          'Coaching',
          img.coaching,
          doc(
            p(
              `Alongside seminars, we support managers in one-to-one coaching – during a change of role, with difficult decisions or to take stock personally. [Get in touch](${URLS.en.contact}).`,
            ),
          ),
          { swap: true, background: '5' },
        ),
        standorte(
          'Our locations',
          'Our home is Münster – our open seminars also take place at conference venues in Hamburg, Cologne, Frankfurt am Main, Munich and Zurich. All of them are easy to reach by train and public transport.',
        ),
        ...headOfficeDates(),
        bild('Impressions', [
          {
            image: img.workshop,
            caption: 'Learning in a circle: facilitation instead of lecturing',
          },
          {
            image: img.charts,
            caption: 'Measuring impact: we survey participants three months after the seminar.',
          },
          { image: img.skyline, caption: 'Münster is our home – learning happens everywhere.' },
        ]),
        akkordeon(
          'Facts and figures',
          [
            [
              'How many people attend your seminars each year?',
              doc(
                p(
                  'Around 3,500 participants in open seminars and about 150 in-house projects a year.',
                ),
              ),
            ],
            [
              'How satisfied are participants?',
              doc(p('On average, participants rate our seminars 4.8 out of 5.')),
            ],
          ],
          '3',
        ),
        aktuelles('News from the institute'),
      ],
    },
  }
}
