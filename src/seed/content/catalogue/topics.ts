import type { TopicSeed } from './types'

/** The eight subject areas named on the seminars page, in the order the site lists them. */
export const TOPICS: TopicSeed[] = [
  {
    key: 'fuehrung',
    order: 10,
    title: { de: 'Führung und Leadership', en: 'Leadership' },
    slug: { de: 'fuehrung', en: 'leadership' },
    description: {
      de: 'Vom ersten Tag als Teamleitung bis zur strategischen Führung: Seminare für alle, die Menschen führen und Orientierung geben wollen – mit viel Übung an eigenen Fällen.',
      en: 'From your first day as a team leader to strategic leadership: seminars for everyone who leads people and wants to give direction – with plenty of practice on your own cases.',
    },
  },
  {
    key: 'kommunikation',
    order: 20,
    title: { de: 'Kommunikation', en: 'Communication' },
    slug: { de: 'kommunikation', en: 'communication' },
    description: {
      de: 'Klar sprechen, aufmerksam zuhören, Feedback geben und Besprechungen gut leiten – das Handwerkszeug für jedes Gespräch im Arbeitsalltag.',
      en: 'Speaking clearly, listening closely, giving feedback and chairing meetings well – the tools for every conversation at work.',
    },
  },
  {
    key: 'konflikt',
    order: 30,
    title: { de: 'Konfliktmanagement', en: 'Conflict management' },
    slug: { de: 'konfliktmanagement', en: 'conflict-management' },
    description: {
      de: 'Spannungen früh erkennen, schwierige Gespräche souverän führen und mit allen Beteiligten tragfähige Lösungen finden.',
      en: 'Spotting tension early, handling difficult conversations with confidence and finding solutions everyone involved can live with.',
    },
  },
  {
    key: 'veraenderung',
    order: 40,
    title: { de: 'Veränderung', en: 'Change' },
    slug: { de: 'veraenderung', en: 'change' },
    description: {
      de: 'Teams durch Umbrüche führen, Widerstände verstehen und neue Arbeitsweisen so einführen, dass sie im Alltag ankommen.',
      en: 'Guiding teams through upheaval, understanding resistance and introducing new ways of working so that they take hold in everyday work.',
    },
  },
  {
    key: 'projekt',
    order: 50,
    title: { de: 'Projektmanagement', en: 'Project management' },
    slug: { de: 'projektmanagement', en: 'project-management' },
    description: {
      de: 'Projekte planen, steuern und führen – klassisch, agil oder hybrid, und oft ohne formale Weisungsbefugnis.',
      en: 'Planning, steering and leading projects – classic, agile or hybrid, and often without formal authority.',
    },
  },
  {
    key: 'verhandlung',
    order: 60,
    title: { de: 'Verhandlung', en: 'Negotiation' },
    slug: { de: 'verhandlung', en: 'negotiation' },
    description: {
      de: 'Gut vorbereitet verhandeln, überzeugend argumentieren und auch unter Druck gelassen bleiben – intern wie mit Kunden und Lieferanten.',
      en: 'Negotiating well prepared, arguing persuasively and keeping calm under pressure – inside your organisation and with customers and suppliers.',
    },
  },
  {
    key: 'selbst',
    order: 70,
    title: { de: 'Selbstmanagement', en: 'Self-management' },
    slug: { de: 'selbstmanagement', en: 'self-management' },
    description: {
      de: 'Prioritäten setzen, Energie einteilen, Entscheidungen treffen und auch in anstrengenden Phasen handlungsfähig bleiben.',
      en: 'Setting priorities, managing your energy, making decisions and staying effective through demanding periods.',
    },
  },
  {
    key: 'personal',
    order: 80,
    title: { de: 'Personalentwicklung', en: 'People development' },
    slug: { de: 'personalentwicklung', en: 'people-development' },
    description: {
      de: 'Für HR und Führungskräfte: Talente erkennen, Entwicklung planen, neue Kolleginnen und Kollegen gut einarbeiten und Weiterbildung wirksam machen.',
      en: 'For HR and managers: recognising talent, planning development, onboarding new colleagues well and making training effective.',
    },
  },
]
