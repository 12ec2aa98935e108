import { akkordeon, bild, bildText, seminarfinder, seminarthemen, text } from '../blocks'
import { doc, h2, h3, p, ul } from '../richText'
import { type PageFactory, URLS } from './types'

const de = URLS.de
const en = URLS.en

export const home: PageFactory = (img) => ({
  key: 'home',
  shareImage: 'seminarRoom',
  de: {
    title: 'Startseite',
    slug: '',
    description:
      'Seminare, Inhouse-Trainings und Entwicklungsprogramme für Führungskräfte – praxisnah, persönlich und aus Münster.',
    blocks: [
      text(
        doc(
          h2('Führung lernt man im Tun – wir sorgen für den richtigen Rahmen'),
          p(
            'Das **Institut für Führung Münster** begleitet seit 1998 Menschen, die Verantwortung übernehmen: neue Teamleiterinnen, erfahrene Bereichsleiter, Projektverantwortliche ohne Weisungsbefugnis. Unsere Seminare verbinden fundiertes Wissen mit viel Übung, ehrlichem Feedback und Zeit für die eigenen Fälle der Teilnehmenden.',
          ),
          p(
            `Ob offenes Seminar, maßgeschneidertes Training für Ihr Unternehmen oder ein Programm über mehrere Monate: Wir finden mit Ihnen das Format, das zu Ihrer Situation passt. [Zum Seminarangebot](${de.seminars}) oder [sprechen Sie uns an](${de.contact}).`,
          ),
        ),
        { width: '10' },
      ),
      seminarfinder(
        'Seminar finden',
        'Suchen Sie nach Stichwort oder Seminarcode, oder wählen Sie Thema, Ort und Zeitraum.',
      ),
      bildText(
        'Offene Seminare',
        img.seminarRoom,
        doc(
          p(
            'Über 40 Seminare in acht Themenfeldern – von den Grundlagen der Mitarbeiterführung über Kommunikation und Konfliktlösung bis zu Veränderungsmanagement. In kleinen Gruppen von höchstens zwölf Personen lernen Sie mit Fach- und Führungskräften aus anderen Branchen.',
          ),
          ul(
            'Termine in Präsenz und live online',
            'Erfahrene Trainerinnen und Trainer mit eigener Führungspraxis',
            'Transferaufgaben und ein Nachgespräch nach dem Seminar',
          ),
          p(`[Seminar finden](${de.finder})`),
        ),
        { background: '5' },
      ),
      seminarthemen('Unsere Themenfelder', 'tiles-4'),
      bildText(
        'Inhouse-Seminare',
        img.inhouse,
        doc(
          p(
            'Wenn ein ganzes Team, eine Führungsebene oder ein Bereich gemeinsam lernen soll, kommen wir zu Ihnen. Wir klären mit Ihnen Ziele und Rahmen, passen Inhalte und Fallbeispiele an Ihre Organisation an und sorgen dafür, dass das Gelernte im Alltag ankommt.',
          ),
          p(`[Mehr zu Inhouse-Seminaren](${de.inhouse})`),
        ),
        { swap: true, background: '4' },
      ),
      bildText(
        'Entwicklungsprogramme',
        img.path,
        doc(
          p(
            'Manche Entwicklungsschritte brauchen mehr als zwei Seminartage. Unsere Programme begleiten Sie über sechs bis zwölf Monate – mit aufeinander abgestimmten Modulen, Praxisprojekten, kollegialer Beratung und einem Abschlusszertifikat.',
          ),
          p(`[Programme entdecken](${de.programmes})`),
        ),
        { background: '3' },
      ),
      text(
        doc(
          h2('Was uns ausmacht'),
          ul(
            '**Praxis vor Theorie:** Jedes Modell wird an echten Situationen erprobt.',
            '**Kleine Gruppen:** Zeit für Ihre Fragen und Ihre Fälle.',
            '**Persönliche Begleitung:** Eine feste Ansprechperson von der Anfrage bis zum Nachgespräch.',
          ),
        ),
        {
          background: '6',
          width: '12',
          second: doc(
            h3('Unser Versprechen'),
            p(
              'Sollte ein offenes Seminar nicht Ihren Erwartungen entsprechen, besuchen Sie ein anderes Seminar Ihrer Wahl ohne erneute Gebühr. Das ist in über 25 Jahren selten nötig gewesen – aber es gehört zu unserem Verständnis von Qualität.',
            ),
          ),
        },
      ),
      bild(
        'Münster – unser Zuhause',
        [
          {
            image: img.skyline,
            caption: 'Zwischen Altstadt und Hafen: Hier entwickeln wir unsere Seminare.',
          },
        ],
        '2',
      ),
      akkordeon(
        'Häufige Fragen',
        [
          [
            'Für wen sind Ihre Seminare gedacht?',
            doc(
              p(
                'Für alle, die Menschen führen oder es bald tun werden – von der ersten Teamleitung bis zur Geschäftsführung. Viele Seminare eignen sich auch für Projektverantwortliche und Fachkräfte mit lateraler Führungsaufgabe.',
              ),
            ),
          ],
          [
            'Wie melde ich mich an?',
            doc(
              p(
                `Wählen Sie im Seminar einen Termin und legen Sie ihn in den Warenkorb. Dort tragen Sie die Teilnehmenden ein und senden die Buchung ab. Eine [Schritt-für-Schritt-Anleitung](${de.booking}) finden Sie hier.`,
              ),
            ),
          ],
          [
            'Kann ich einen Platz unverbindlich reservieren?',
            doc(
              p(
                'Ja. Bei der Buchung können Sie statt einer verbindlichen Anmeldung eine Reservierung wählen. Wir halten den Platz dann 14 Tage für Sie frei.',
              ),
            ),
          ],
          [
            'Gibt es eine Teilnahmebestätigung?',
            doc(
              p(
                'Alle Teilnehmenden erhalten am Ende des Seminars eine Teilnahmebestätigung mit Inhalten und Umfang. Für Entwicklungsprogramme stellen wir ein Zertifikat aus.',
              ),
            ),
          ],
        ],
        '1',
      ),
    ],
  },
  en: {
    title: 'Home',
    slug: '',
    description:
      'Seminars, in-house training and development programmes for leaders – practical, personal and based in Münster.',
    blocks: [
      text(
        doc(
          h2('Leadership is learned by doing – we provide the right setting'),
          p(
            'Since 1998, the **Institut für Führung Münster** has supported people who take on responsibility: new team leaders, experienced heads of department, project managers without formal authority. Our seminars combine sound knowledge with plenty of practice, honest feedback and time for the participants’ own cases.',
          ),
          p(
            `Open seminar, tailor-made training for your company or a programme spanning several months: together we find the format that fits your situation. [Browse our seminars](${en.seminars}) or [get in touch](${en.contact}).`,
          ),
        ),
        { width: '10' },
      ),
      seminarfinder(
        'Find a seminar',
        'Search by keyword or seminar code, or choose a topic, location and period.',
      ),
      bildText(
        'Open seminars',
        img.seminarRoom,
        doc(
          p(
            'More than 40 seminars in eight subject areas – from the fundamentals of leading people to communication, conflict resolution and change management. In small groups of no more than twelve, you learn alongside professionals and managers from other industries.',
          ),
          ul(
            'Dates on site and live online',
            'Experienced trainers who have led teams themselves',
            'Transfer assignments and a follow-up session after the seminar',
          ),
          p(`[Find a seminar](${en.finder})`),
        ),
        { background: '5' },
      ),
      seminarthemen('Our subject areas', 'tiles-4'),
      bildText(
        'In-house seminars',
        img.inhouse,
        doc(
          p(
            'When a whole team, a management level or a department needs to learn together, we come to you. We agree on goals and scope with you, adapt content and case studies to your organisation and make sure that what is learned carries over into everyday work.',
          ),
          p(`[More about in-house seminars](${en.inhouse})`),
        ),
        { swap: true, background: '4' },
      ),
      bildText(
        'Development programmes',
        img.path,
        doc(
          p(
            'Some development steps need more than two days in a seminar room. Our programmes accompany you for six to twelve months – with coordinated modules, practical projects, peer consulting and a final certificate.',
          ),
          p(`[Explore the programmes](${en.programmes})`),
        ),
        { background: '3' },
      ),
      text(
        doc(
          h2('What sets us apart'),
          ul(
            '**Practice before theory:** every model is tried out on real situations.',
            '**Small groups:** time for your questions and your cases.',
            '**Personal support:** one contact person from your first enquiry to the follow-up.',
          ),
        ),
        {
          background: '6',
          width: '12',
          second: doc(
            h3('Our promise'),
            p(
              'If an open seminar does not meet your expectations, you may attend another seminar of your choice at no extra charge. In more than 25 years this has rarely been necessary – but it is part of what quality means to us.',
            ),
          ),
        },
      ),
      bild(
        'Münster – our home',
        [
          {
            image: img.skyline,
            caption: 'Between the old town and the harbour: this is where our seminars take shape.',
          },
        ],
        '2',
      ),
      akkordeon(
        'Frequently asked questions',
        [
          [
            'Who are your seminars for?',
            doc(
              p(
                'For everyone who leads people or will soon do so – from first-time team leaders to managing directors. Many seminars also suit project managers and specialists who lead without formal authority.',
              ),
            ),
          ],
          [
            'How do I register?',
            doc(
              p(
                `Choose a date on the seminar page and add it to your cart. There you enter the participants and send off the booking. A [step-by-step guide](${en.booking}) is available here.`,
              ),
            ),
          ],
          [
            'Can I reserve a place without commitment?',
            doc(
              p(
                'Yes. Instead of a binding registration you can choose a reservation when booking. We then hold the place for you for 14 days.',
              ),
            ),
          ],
          [
            'Will I receive a certificate of attendance?',
            doc(
              p(
                'Every participant receives a certificate of attendance describing content and duration at the end of the seminar. Development programmes conclude with a certificate.',
              ),
            ),
          ],
        ],
        '1',
      ),
    ],
  },
})
