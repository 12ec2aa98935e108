import { akkordeon, bildText, callback, text } from '../blocks'
import { doc, h2, ol, p, ul } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

export const inhouse: PageFactory = (img) => ({
  key: 'inhouse',
  shareImage: 'inhouse',
  de: {
    title: 'Inhouse-Seminare',
    slug: 'inhouse-seminare',
    description:
      'Maßgeschneiderte Führungstrainings für Ihr Unternehmen – abgestimmt auf Ihre Ziele, Ihre Kultur und Ihren Alltag.',
    blocks: [
      text(
        doc(
          h2('Training, das zu Ihrer Organisation passt'),
          p(
            'Jede Organisation hat ihre eigene Sprache, ihre eigenen Spielregeln und ihre eigenen Baustellen. In einem Inhouse-Seminar arbeiten wir genau damit: mit Ihren Fällen, Ihren Strukturen und den Menschen, die täglich zusammenarbeiten.',
          ),
        ),
        { width: '10' },
      ),
      bildText(
        'So gehen wir vor',
        img.inhouse,
        doc(
          ol(
            '**Auftragsklärung:** Wir sprechen mit Ihnen und – wenn sinnvoll – mit einigen Teilnehmenden über Ausgangslage und Ziele.',
            '**Konzept:** Sie erhalten einen Vorschlag für Ablauf, Inhalte und Format, den wir gemeinsam schärfen.',
            '**Durchführung:** Bei Ihnen vor Ort, in einem Tagungshotel Ihrer Wahl, bei uns in Münster oder live online.',
            '**Transfer:** Nachgespräche, Lerngruppen oder ein Follow-up-Tag sichern die Umsetzung im Alltag.',
          ),
        ),
        { background: '5', columnWidth: '50' },
      ),
      bildText(
        'Typische Anlässe',
        img.workshop,
        doc(
          ul(
            'Eine neue Führungsebene wird eingeführt oder neu besetzt.',
            'Teams sollen nach einer Umstrukturierung wieder zusammenfinden.',
            'Ein gemeinsames Führungsverständnis soll entstehen.',
            'Konflikte zwischen Bereichen bremsen die Zusammenarbeit.',
          ),
        ),
        { swap: true, noBackground: true },
      ),
      akkordeon(
        'Häufige Fragen zu Inhouse-Seminaren',
        [
          [
            'Ab wie vielen Personen lohnt sich ein Inhouse-Seminar?',
            doc(
              p(
                'In der Regel ab sechs Teilnehmenden. Für kleinere Gruppen bieten wir auch Teamworkshops und Einzelcoachings an.',
              ),
            ),
          ],
          [
            'Wie schnell können Sie starten?',
            doc(
              p(
                'Nach der Auftragsklärung brauchen wir für ein Konzept meist zwei Wochen. Der erste Termin ist oft vier bis sechs Wochen nach dem Erstgespräch möglich.',
              ),
            ),
          ],
          [
            'Bieten Sie Inhouse-Seminare auch auf Englisch an?',
            doc(
              p(
                'Ja. Viele unserer Trainerinnen und Trainer arbeiten zweisprachig, so dass auch internationale Teams gemeinsam lernen können.',
              ),
            ),
          ],
          [
            'Was kostet ein Inhouse-Seminar?',
            doc(
              p(
                'Das hängt von Umfang, Vorbereitung und Ort ab. Nach dem Erstgespräch erhalten Sie ein transparentes Festpreisangebot.',
              ),
            ),
          ],
        ],
        '4',
      ),
      text(
        doc(
          h2('Erzählen Sie uns von Ihrem Vorhaben'),
          p(
            `Ein erstes Gespräch ist unverbindlich und kostenfrei. Rufen Sie uns an oder nutzen Sie das [Kontaktformular](${de.contact}).`,
          ),
        ),
        {
          showContact: true,
          width: '12',
          columnWidth: '58',
        },
      ),
      callback(
        'Lieber im Gespräch? Wir rufen Sie an',
        doc(
          p(
            'Wählen Sie einen Werktag in den nächsten zehn Tagen und eine Uhrzeit – Miriam Albers aus unserem Inhouse-Team meldet sich dann bei Ihnen.',
          ),
        ),
        { image: img.coaching, name: 'Miriam Albers' },
      ),
    ],
  },
  en: {
    title: 'In-house seminars',
    slug: 'inhouse-seminars',
    description:
      'Tailor-made leadership training for your company – designed around your goals, your culture and your day-to-day work.',
    blocks: [
      text(
        doc(
          h2('Training that fits your organisation'),
          p(
            'Every organisation has its own language, its own rules of the game and its own challenges. In an in-house seminar that is exactly what we work with: your cases, your structures and the people who work together every day.',
          ),
        ),
        { width: '10' },
      ),
      bildText(
        'How we work',
        img.inhouse,
        doc(
          ol(
            '**Clarifying the brief:** we talk to you – and, where useful, to some of the participants – about the situation and the goals.',
            '**Concept:** you receive a proposal for schedule, content and format, which we refine together.',
            '**Delivery:** at your premises, at a conference hotel of your choice, with us in Münster or live online.',
            '**Transfer:** follow-up talks, learning groups or a follow-up day make sure the learning sticks.',
          ),
        ),
        { background: '5', columnWidth: '50' },
      ),
      bildText(
        'Typical occasions',
        img.workshop,
        doc(
          ul(
            'A new management level is introduced or newly staffed.',
            'Teams need to find their footing again after a reorganisation.',
            'A shared understanding of leadership is to be developed.',
            'Conflicts between departments are slowing down collaboration.',
          ),
        ),
        { swap: true, noBackground: true },
      ),
      akkordeon(
        'Frequently asked questions about in-house seminars',
        [
          [
            'How many people does an in-house seminar need?',
            doc(
              p(
                'Usually six participants or more. For smaller groups we also offer team workshops and individual coaching.',
              ),
            ),
          ],
          [
            'How quickly can you start?',
            doc(
              p(
                'After clarifying the brief we usually need two weeks for a concept. The first session is often possible four to six weeks after the initial conversation.',
              ),
            ),
          ],
          [
            'Do you also run in-house seminars in English?',
            doc(
              p(
                'Yes. Many of our trainers work in both languages, so international teams can learn together.',
              ),
            ),
          ],
          [
            'How much does an in-house seminar cost?',
            doc(
              p(
                'That depends on scope, preparation and venue. After the initial conversation you receive a transparent fixed-price offer.',
              ),
            ),
          ],
        ],
        '4',
      ),
      text(
        doc(
          h2('Tell us about your plans'),
          p(
            `A first conversation is free and without obligation. Give us a call or use the [contact form](${en.contact}).`,
          ),
        ),
        {
          showContact: true,
          width: '12',
          columnWidth: '58',
        },
      ),
      callback(
        'Rather talk it through? We will call you',
        doc(
          p(
            'Choose a working day within the next ten days and a time – Miriam Albers of our in-house team will call you then.',
          ),
        ),
        { image: img.coaching, name: 'Miriam Albers' },
      ),
    ],
  },
})
