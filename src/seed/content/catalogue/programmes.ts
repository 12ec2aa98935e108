import type { Localized } from './types'

/** A development programme: modules, each with the seminars (by code) a participant chooses from. */
export type ProgrammeSeed = {
  title: Localized
  intro: Localized
  /** Paragraphs of the description. */
  description: { de: string[]; en: string[] }
  price: number
  modules: { title: Localized; category: Localized; seminars: string[] }[]
}

const core: Localized = { de: 'Pflichtmodul', en: 'Core module' }
const elective: Localized = { de: 'Wahlmodul', en: 'Elective module' }

/** The three programmes the programmes page describes (data only). */
export const PROGRAMMES: ProgrammeSeed[] = [
  {
    title: { de: 'Erste Führungsrolle', en: 'Your first leadership role' },
    intro: {
      de: 'In neun Monaten sicher in die erste Führungsaufgabe: Rollenklarheit, Gesprächsführung, Delegation und der Umgang mit ehemaligen Kolleginnen und Kollegen – begleitet von einer festen Lerngruppe.',
      en: 'A confident start in your first leadership role over nine months: role clarity, conversations, delegation and dealing with former peers – together with a permanent learning group.',
    },
    description: {
      de: [
        'Das Programm beginnt mit einem Auftakttag in Münster, an dem Sie Ihre Lerngruppe kennenlernen und Ihre persönlichen Entwicklungsziele festlegen.',
        'Danach besuchen Sie vier Module aus unserem offenen Seminarangebot. Zwischen den Modulen trifft sich Ihre Lerngruppe online zur kollegialen Beratung, und zwei Einzelcoachings helfen Ihnen, Gelerntes auf Ihre Situation zu übertragen.',
      ],
      en: [
        'The programme opens with a kick-off day in Münster, where you meet your learning group and set your personal development goals.',
        'You then attend four modules from our open seminars. Between the modules your learning group meets online for peer consulting, and two individual coaching sessions help you apply what you have learned to your own situation.',
      ],
    },
    price: 5900,
    modules: [
      {
        title: { de: 'Die neue Rolle', en: 'The new role' },
        category: core,
        seminars: ['FK-101', 'FK-102'],
      },
      {
        title: { de: 'Gespräche führen', en: 'Leading conversations' },
        category: core,
        seminars: ['FK-201', 'KO-102', 'KM-201'],
      },
      {
        title: { de: 'Sich selbst führen', en: 'Leading yourself' },
        category: elective,
        seminars: ['SM-101', 'SM-102', 'SM-202'],
      },
      {
        title: { de: 'Team und Zusammenarbeit', en: 'Team and collaboration' },
        category: elective,
        seminars: ['FK-202', 'KM-301', 'KO-202'],
      },
    ],
  },
  {
    title: { de: 'Führen in Veränderung', en: 'Leading through change' },
    intro: {
      de: 'Für erfahrene Führungskräfte, die Veränderungen gestalten: Kommunikation in unsicheren Zeiten, Widerstände verstehen und Teams durch Umbrüche führen – in drei Modulen über sechs Monate.',
      en: 'For experienced managers who shape change: communicating in uncertain times, understanding resistance and guiding teams through upheaval – in three modules over six months.',
    },
    description: {
      de: [
        'Sie bringen ein aktuelles Veränderungsvorhaben aus Ihrem Bereich mit und arbeiten das ganze Programm über daran. So entsteht neben dem Gelernten ein konkreter Plan für Ihr Vorhaben.',
        'Zum Abschluss stellen Sie Ihr Praxisprojekt Ihrer Lerngruppe vor und erhalten das Zertifikat des Instituts.',
      ],
      en: [
        'You bring a current change initiative from your area and work on it throughout the programme. Alongside what you learn, you end up with a concrete plan for your initiative.',
        'At the end you present your practice project to your learning group and receive the institute’s certificate.',
      ],
    },
    price: 4800,
    modules: [
      {
        title: { de: 'Veränderung verstehen', en: 'Understanding change' },
        category: core,
        seminars: ['VM-101', 'VM-301'],
      },
      {
        title: { de: 'Menschen mitnehmen', en: 'Taking people with you' },
        category: core,
        seminars: ['VM-201', 'KO-301', 'KM-301'],
      },
      {
        title: { de: 'Neue Arbeitsweisen', en: 'New ways of working' },
        category: elective,
        seminars: ['VM-202', 'VM-302', 'FK-202', 'FK-301'],
      },
    ],
  },
  {
    title: { de: 'Projekte ohne Weisungsbefugnis', en: 'Projects without authority' },
    intro: {
      de: 'Für Projektleitungen, die über Einfluss statt über Hierarchie führen: Projekte steuern, Stakeholder gewinnen und verhandeln – vier Module mit Praxisprojekt in acht Monaten.',
      en: 'For project managers who lead through influence rather than hierarchy: steering projects, winning stakeholders and negotiating – four modules with a practice project over eight months.',
    },
    description: {
      de: [
        'Projektarbeit ist Führungsarbeit – oft ohne die Mittel, die Vorgesetzte haben. Das Programm verbindet Methoden des Projektmanagements mit lateraler Führung und Verhandlungsgeschick.',
        'Ein Praxisprojekt aus Ihrem Arbeitsalltag begleitet Sie durch alle Module; in der Lerngruppe beraten Sie sich gegenseitig zu Ihren Fällen.',
      ],
      en: [
        'Project work is leadership work – often without the means that line managers have. The programme combines project management methods with lateral leadership and negotiation skills.',
        'A practice project from your everyday work accompanies you through all modules; in your learning group you advise each other on your cases.',
      ],
    },
    price: 6400,
    modules: [
      {
        title: { de: 'Projekte steuern', en: 'Steering projects' },
        category: core,
        seminars: ['PM-101', 'PM-102'],
      },
      {
        title: { de: 'Lateral führen', en: 'Leading laterally' },
        category: core,
        seminars: ['PM-201', 'PM-202'],
      },
      {
        title: { de: 'Verhandeln und überzeugen', en: 'Negotiating and persuading' },
        category: elective,
        seminars: ['VH-101', 'VH-201', 'VH-203'],
      },
      {
        title: { de: 'Viele Projekte im Blick', en: 'Keeping many projects in view' },
        category: elective,
        seminars: ['PM-301', 'SM-202'],
      },
    ],
  },
]
