import { akkordeon, seminare, seminarthemen, termine, text } from '../blocks'
import { doc, h2, h3, p } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

export const seminars: PageFactory = (_img, cat) => {
  const featured = ['FK-101', 'KM-201', 'PM-201', 'SM-102']
    .map((code) => cat.seminars[code])
    .filter((id): id is number => id !== undefined)
  return {
    key: 'seminars',
    shareImage: 'seminarRoom',
    de: {
      title: 'Seminare',
      slug: 'seminare',
      description:
        'Offene Seminare für Führungskräfte: Führung, Kommunikation, Konflikte, Veränderung und Selbstmanagement – in Präsenz und live online.',
      blocks: [
        text(
          doc(
            h2('Offene Seminare für Menschen mit Verantwortung'),
            p(
              'In unseren offenen Seminaren treffen Sie Kolleginnen und Kollegen aus ganz unterschiedlichen Organisationen – aus dem Mittelstand, aus Konzernen, aus Verwaltung und Non-Profit. Gerade dieser Blick über den eigenen Tellerrand macht die Seminare so ergiebig.',
            ),
            p(
              `Sie wissen schon, wonach Sie suchen? Im [Seminarfinder](${de.finder}) filtern Sie nach Thema, Ort und Zeitraum.`,
            ),
          ),
          { width: '10' },
        ),
        seminarthemen('Acht Themenfelder', 'tabs'),
        seminare(
          'Besonders gefragt',
          featured,
          'Diese Seminare buchen Teilnehmende besonders oft – und empfehlen sie am häufigsten weiter.',
        ),
        termine({ topic: cat.topics.fuehrung }),
        text(
          doc(
            h3('In Präsenz'),
            p(
              'Zwei bis drei Tage in ruhigen Seminarräumen, mit Zeit für Rollenspiele, Feedback und Gespräche am Rande. Übernachtung und Verpflegung organisieren wir auf Wunsch mit.',
            ),
          ),
          {
            width: '12',
            second: doc(
              h3('Live online'),
              p(
                'Kompakte Einheiten von drei bis vier Stunden über mehrere Wochen verteilt. Sie arbeiten in Kleingruppen, erproben Neues zwischen den Terminen und bringen Ihre Erfahrungen in die nächste Sitzung mit.',
              ),
            ),
          },
        ),
        akkordeon(
          'Gut zu wissen',
          [
            [
              'Was ist in der Seminargebühr enthalten?',
              doc(
                p(
                  'Seminarunterlagen, Teilnahmebestätigung sowie bei Präsenzseminaren Mittagessen, Getränke und Pausenverpflegung. Übernachtungskosten sind nicht enthalten.',
                ),
              ),
            ],
            [
              'Kann ich kostenfrei stornieren?',
              doc(
                p(
                  'Bis vier Wochen vor Seminarbeginn ist eine Stornierung kostenfrei. Danach berechnen wir 50 Prozent der Gebühr, ab einer Woche vor Beginn die volle Gebühr. Eine Ersatzperson können Sie jederzeit ohne Mehrkosten benennen.',
                ),
              ),
            ],
            [
              'Finden die Seminare sicher statt?',
              doc(
                p(
                  'Ab vier Anmeldungen garantieren wir die Durchführung. Sollte ein Termin dennoch entfallen müssen, informieren wir Sie spätestens drei Wochen vorher und bieten Ihnen Alternativtermine an.',
                ),
              ),
            ],
            [
              'Wie merke ich mir interessante Seminare?',
              doc(
                p(
                  `Mit dem Lesezeichen-Symbol setzen Sie ein Seminar auf Ihren [Merkzettel](${de.bookmarks}). So behalten Sie den Überblick, bevor Sie sich entscheiden.`,
                ),
              ),
            ],
          ],
          '5',
        ),
        text(
          doc(
            h2('Sie sind unsicher, welches Seminar passt?'),
            p(
              'Rufen Sie uns an oder schreiben Sie uns – wir hören zu und empfehlen Ihnen ehrlich, was zu Ihrer Aufgabe passt. Manchmal ist das auch ein anderes Format als ein Seminar.',
            ),
          ),
          {
            showContact: true,
            width: '12',
            columnWidth: '58',
          },
        ),
      ],
    },
    en: {
      title: 'Seminars',
      slug: 'seminars',
      description:
        'Open seminars for managers: leadership, communication, conflict, change and self-management – on site and live online.',
      blocks: [
        text(
          doc(
            h2('Open seminars for people with responsibility'),
            p(
              'In our open seminars you meet peers from very different organisations – small and mid-sized businesses, large corporations, public administration and non-profits. This look beyond your own backyard is what makes the seminars so rewarding.',
            ),
            p(
              `Already know what you are looking for? The [seminar finder](${en.finder}) lets you filter by topic, location and date.`,
            ),
          ),
          { width: '10' },
        ),
        seminarthemen('Eight subject areas', 'tabs'),
        seminare(
          'Most popular',
          featured,
          'The seminars participants book most often – and recommend most often.',
        ),
        termine({ topic: cat.topics.fuehrung }),
        text(
          doc(
            h3('On site'),
            p(
              'Two to three days in quiet seminar rooms, with time for role plays, feedback and conversations over coffee. On request we also arrange accommodation and meals.',
            ),
          ),
          {
            width: '12',
            second: doc(
              h3('Live online'),
              p(
                'Compact sessions of three to four hours spread over several weeks. You work in small groups, try out new approaches between sessions and bring your experience to the next meeting.',
              ),
            ),
          },
        ),
        akkordeon(
          'Good to know',
          [
            [
              'What does the seminar fee include?',
              doc(
                p(
                  'Seminar materials, a certificate of attendance and, for on-site seminars, lunch, drinks and refreshments. Accommodation is not included.',
                ),
              ),
            ],
            [
              'Can I cancel free of charge?',
              doc(
                p(
                  'Cancellation is free of charge up to four weeks before the seminar starts. After that we charge 50 per cent of the fee, and the full fee from one week before the start. You may name a substitute at any time at no extra cost.',
                ),
              ),
            ],
            [
              'Are the seminars guaranteed to take place?',
              doc(
                p(
                  'From four registrations onwards the seminar is guaranteed. Should a date nevertheless have to be cancelled, we will let you know at least three weeks in advance and offer alternative dates.',
                ),
              ),
            ],
            [
              'How can I keep track of interesting seminars?',
              doc(
                p(
                  `Use the bookmark symbol to put a seminar on your [bookmarks list](${en.bookmarks}). That way you keep an overview before you decide.`,
                ),
              ),
            ],
          ],
          '5',
        ),
        text(
          doc(
            h2('Not sure which seminar is right for you?'),
            p(
              'Give us a call or send us a message – we listen and give you an honest recommendation for your role. Sometimes that is a different format altogether.',
            ),
          ),
          {
            showContact: true,
            width: '12',
            columnWidth: '58',
          },
        ),
      ],
    },
  }
}
