import { akkordeon, bildText, text } from '../blocks'
import { doc, h2, h3, p, ul } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

export const programmes: PageFactory = (img) => ({
  key: 'programmes',
  shareImage: 'path',
  de: {
    title: 'Entwicklungsprogramme',
    slug: 'entwicklungsprogramme',
    description:
      'Qualifizierungsprogramme für Führungskräfte über sechs bis zwölf Monate – modular, praxisnah und mit Zertifikat.',
    blocks: [
      text(
        doc(
          h2('Entwicklung braucht Zeit – und einen roten Faden'),
          p(
            'Unsere Entwicklungsprogramme bündeln mehrere Seminare zu einem Weg, der Sie über sechs bis zwölf Monate begleitet. Zwischen den Modulen setzen Sie Gelerntes in einem eigenen Praxisprojekt um und reflektieren Ihre Erfahrungen in einer festen Lerngruppe.',
          ),
        ),
        { width: '10' },
      ),
      bildText(
        'So ist ein Programm aufgebaut',
        img.path,
        doc(
          ul(
            'Vier bis sechs Module aus unserem Seminarangebot, teils Pflicht, teils Wahl',
            'Ein Auftakt- und ein Abschlusstag mit Ihrer Lerngruppe',
            'Kollegiale Beratung in festen Kleingruppen zwischen den Modulen',
            'Zwei Einzelcoachings zur persönlichen Standortbestimmung',
            'Abschlusszertifikat des Instituts',
          ),
          p(
            `Mit dem [Buchungsassistenten](${de.assistant}) stellen Sie Ihre Module Schritt für Schritt zusammen.`,
          ),
        ),
        { background: '4' },
      ),
      text(
        doc(
          h3('Erste Führungsrolle'),
          p(
            'Für alle, die zum ersten Mal ein Team leiten: Rollenklarheit, Gesprächsführung, Delegation und der Umgang mit ehemaligen Kolleginnen und Kollegen.',
          ),
        ),
        {
          background: '3',
          width: '12',
          second: doc(
            h3('Führen in Veränderung'),
            p(
              'Für erfahrene Führungskräfte, die Veränderungen gestalten: Kommunikation in unsicheren Zeiten, Widerstände verstehen, Teams durch Umbrüche führen.',
            ),
            h3('Projekte ohne Weisungsbefugnis'),
            p('Für Projektleitungen, die über Einfluss statt über Hierarchie führen.'),
          ),
        },
      ),
      akkordeon('Fragen zu den Programmen', [
        [
          'Kann ich einzelne Module vorziehen oder verschieben?',
          doc(
            p(
              'Ja. Sie wählen für jedes Modul einen der angebotenen Termine und können einen Termin bis vier Wochen vorher kostenfrei tauschen.',
            ),
          ),
        ],
        [
          'Werden bereits besuchte Seminare angerechnet?',
          doc(
            p(
              'Seminare, die Sie in den letzten zwei Jahren bei uns besucht haben, rechnen wir gern auf ein passendes Modul an.',
            ),
          ),
        ],
      ]),
    ],
  },
  en: {
    title: 'Development programmes',
    slug: 'development-programmes',
    description:
      'Qualification programmes for managers over six to twelve months – modular, practical and with a certificate.',
    blocks: [
      text(
        doc(
          h2('Development takes time – and a common thread'),
          p(
            'Our development programmes combine several seminars into a path that accompanies you for six to twelve months. Between the modules you apply what you have learned in a practical project of your own and reflect on your experience in a permanent learning group.',
          ),
        ),
        { width: '10' },
      ),
      bildText(
        'How a programme is structured',
        img.path,
        doc(
          ul(
            'Four to six modules from our seminar programme, some compulsory, some elective',
            'A kick-off day and a closing day with your learning group',
            'Peer consulting in small, permanent groups between the modules',
            'Two individual coaching sessions to take stock personally',
            'A certificate from the institute',
          ),
          p(
            `The [booking assistant](${en.assistant}) helps you put your modules together step by step.`,
          ),
        ),
        { background: '4' },
      ),
      text(
        doc(
          h3('Your first leadership role'),
          p(
            'For everyone leading a team for the first time: clarity about your role, conducting conversations, delegation and dealing with former peers.',
          ),
        ),
        {
          background: '3',
          width: '12',
          second: doc(
            h3('Leading through change'),
            p(
              'For experienced managers who shape change: communicating in uncertain times, understanding resistance, guiding teams through upheaval.',
            ),
            h3('Projects without authority'),
            p('For project managers who lead through influence rather than hierarchy.'),
          ),
        },
      ),
      akkordeon('Questions about the programmes', [
        [
          'Can I bring modules forward or postpone them?',
          doc(
            p(
              'Yes. You choose one of the scheduled dates for each module and can swap a date free of charge up to four weeks in advance.',
            ),
          ),
        ],
        [
          'Do seminars I have already attended count?',
          doc(
            p(
              'We are happy to credit seminars you have attended with us in the past two years towards a matching module.',
            ),
          ),
        ],
      ]),
    ],
  },
})
