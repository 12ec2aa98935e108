import type { SeminarSeed } from './types'

/** Demo seminars, part 3: project management and negotiation (data only). */
export const SEMINARS_PROJECT: SeminarSeed[] = [
  {
    code: 'PM-101',
    topics: ['projekt'],
    days: 3,
    de: {
      title: 'Projektmanagement Grundlagen',
      subtitle: 'Von der Idee bis zum Abschluss',
      slug: 'projektmanagement-grundlagen',
      intro:
        'Ein solides Fundament für Ihre ersten oder nächsten Projekte: Sie lernen, Ziele sauber zu klären, realistisch zu planen und Projekte so zu steuern, dass Termine und Budget eingehalten werden.',
      audience:
        'Für Projektleitungen mit wenig Erfahrung und für Fachkräfte, die künftig Projekte verantworten.',
      contents: [
        'Projektauftrag und Zieldefinition',
        'Strukturplan, Zeitplan und Ressourcen',
        'Risiken erkennen und steuern',
        'Projektabschluss und Lessons Learned',
      ],
    },
    en: {
      title: 'Project management fundamentals',
      subtitle: 'From idea to completion',
      slug: 'project-management-fundamentals',
      intro:
        'A solid foundation for your first or next projects: you learn to clarify objectives properly, plan realistically and steer projects so that deadlines and budget are met.',
      audience:
        'For project leads with little experience and for specialists who will be responsible for projects in future.',
      contents: [
        'Project mandate and objectives',
        'Work breakdown, schedule and resources',
        'Identifying and managing risks',
        'Project closure and lessons learned',
      ],
    },
  },
  {
    code: 'PM-102',
    topics: ['projekt'],
    days: 2,
    de: {
      title: 'Agiles Projektmanagement',
      subtitle: 'Scrum und Kanban in der Praxis',
      slug: 'agiles-projektmanagement',
      intro:
        'Wenn Anforderungen sich ständig ändern, stoßen klassische Pläne an Grenzen. Sie lernen Scrum und Kanban in einer Simulation kennen und prüfen, welche Elemente zu Ihren Projekten passen.',
      audience:
        'Für Projektleitungen, Product Owner und Teammitglieder, die agile Methoden einführen oder vertiefen möchten.',
      contents: [
        'Rollen, Ereignisse und Artefakte in Scrum',
        'Arbeitsfluss sichtbar machen mit Kanban',
        'Schätzen und Planen in Iterationen',
        'Hybride Ansätze für gemischte Umfelder',
      ],
    },
    en: {
      title: 'Agile project management',
      subtitle: 'Scrum and Kanban in practice',
      slug: 'agile-project-management',
      intro:
        'When requirements keep changing, classic plans reach their limits. You get to know Scrum and Kanban in a simulation and check which elements suit your projects.',
      audience:
        'For project leads, product owners and team members who want to introduce or deepen agile methods.',
      contents: [
        'Roles, events and artefacts in Scrum',
        'Visualising workflow with Kanban',
        'Estimating and planning in iterations',
        'Hybrid approaches for mixed environments',
      ],
    },
  },
  {
    code: 'PM-201',
    topics: ['projekt', 'fuehrung'],
    days: 2,
    de: {
      title: 'Führen ohne Weisungsbefugnis',
      subtitle: 'Laterale Führung in Projekten und Netzwerken',
      slug: 'fuehren-ohne-weisungsbefugnis',
      intro:
        'Sie tragen Verantwortung für Ergebnisse, haben aber niemandem etwas zu sagen? Laterale Führung setzt auf Verständigung, Vertrauen und geschickt genutzte Macht. Sie lernen, Einfluss zu gewinnen, ohne Vorgesetzte zu sein.',
      audience:
        'Für Projektleitungen, Koordinatorinnen, Fachexperten und alle, die quer zur Hierarchie führen.',
      contents: [
        'Die drei Hebel lateraler Führung',
        'Netzwerke aufbauen und pflegen',
        'Zusagen einholen und nachhalten',
        'Eskalieren, ohne Beziehungen zu beschädigen',
      ],
    },
    en: {
      title: 'Leading without authority',
      subtitle: 'Lateral leadership in projects and networks',
      slug: 'leading-without-authority',
      intro:
        'You are responsible for results but nobody reports to you? Lateral leadership relies on understanding, trust and well-used influence. You learn to gain influence without being anyone’s boss.',
      audience:
        'For project leads, coordinators, experts and everyone who leads across the hierarchy.',
      contents: [
        'The three levers of lateral leadership',
        'Building and maintaining networks',
        'Securing and following up commitments',
        'Escalating without damaging relationships',
      ],
    },
  },
  {
    code: 'PM-202',
    topics: ['projekt'],
    days: 1,
    de: {
      title: 'Stakeholder gewinnen',
      subtitle: 'Interessen kennen, Unterstützung sichern',
      slug: 'stakeholder-gewinnen',
      intro:
        'Viele Projekte scheitern nicht an der Technik, sondern an fehlender Unterstützung. An einem Tag analysieren Sie die Stakeholder Ihres Projekts und planen, wie Sie sie informieren und einbinden.',
      audience: 'Für Projektleitungen und Verantwortliche für bereichsübergreifende Vorhaben.',
      contents: [
        'Stakeholderlandkarte erstellen',
        'Interessen und Einfluss bewerten',
        'Kommunikationsplan für jede Gruppe',
        'Umgang mit Gegnern des Projekts',
      ],
    },
    en: {
      title: 'Winning stakeholders',
      subtitle: 'Knowing interests, securing support',
      slug: 'winning-stakeholders',
      intro:
        'Many projects fail not because of technology but for lack of support. In one day you analyse your project’s stakeholders and plan how to inform and involve them.',
      audience: 'For project leads and those responsible for cross-departmental initiatives.',
      contents: [
        'Drawing a stakeholder map',
        'Assessing interests and influence',
        'A communication plan for each group',
        'Dealing with opponents of the project',
      ],
    },
  },
  {
    code: 'PM-301',
    topics: ['projekt'],
    days: 2,
    de: {
      title: 'Multiprojektmanagement',
      subtitle: 'Viele Projekte, begrenzte Ressourcen',
      slug: 'multiprojektmanagement',
      intro:
        'Wenn zu viele Projekte um dieselben Menschen konkurrieren, leidet am Ende jedes einzelne. Sie lernen, ein Projektportfolio zu priorisieren, Engpässe sichtbar zu machen und tragfähige Entscheidungen vorzubereiten.',
      audience:
        'Für Verantwortliche in Projektbüros, Bereichsleitungen und erfahrene Projektleitungen.',
      contents: [
        'Portfolio bewerten und priorisieren',
        'Ressourcenplanung über Projekte hinweg',
        'Kennzahlen und Berichte, die helfen',
        'Entscheidungsvorlagen für die Leitung',
      ],
    },
    en: {
      title: 'Managing multiple projects',
      subtitle: 'Many projects, limited resources',
      slug: 'managing-multiple-projects',
      intro:
        'When too many projects compete for the same people, every single one suffers. You learn to prioritise a project portfolio, make bottlenecks visible and prepare sound decisions.',
      audience: 'For project office staff, heads of department and experienced project leads.',
      contents: [
        'Evaluating and prioritising the portfolio',
        'Resource planning across projects',
        'Metrics and reports that help',
        'Decision papers for senior management',
      ],
    },
  },
  {
    code: 'VH-101',
    topics: ['verhandlung'],
    days: 2,
    de: {
      title: 'Erfolgreich verhandeln',
      subtitle: 'Gut vorbereitet zu fairen Ergebnissen',
      slug: 'erfolgreich-verhandeln',
      intro:
        'Gute Verhandlungsergebnisse entstehen in der Vorbereitung. Sie lernen, Interessen und Alternativen zu klären, Spielräume festzulegen und in der Verhandlung sachlich und beharrlich zu bleiben.',
      audience:
        'Für Fach- und Führungskräfte, die intern oder extern über Budgets, Ressourcen oder Konditionen verhandeln.',
      contents: [
        'Interessen, Optionen und beste Alternative',
        'Ziel- und Rückzugspunkte festlegen',
        'Eröffnung, Zugeständnisse und Abschluss',
        'Verhandlungssimulationen mit Feedback',
      ],
    },
    en: {
      title: 'Negotiating successfully',
      subtitle: 'Well prepared for fair results',
      slug: 'negotiating-successfully',
      intro:
        'Good negotiation results are made in the preparation. You learn to clarify interests and alternatives, set your limits and stay factual and persistent during the negotiation.',
      audience:
        'For professionals and managers who negotiate budgets, resources or terms internally or externally.',
      contents: [
        'Interests, options and your best alternative',
        'Setting target and walk-away points',
        'Opening, concessions and closing',
        'Negotiation simulations with feedback',
      ],
    },
  },
  {
    code: 'VH-201',
    topics: ['verhandlung', 'kommunikation'],
    days: 2,
    de: {
      title: 'Überzeugen und Einfluss nehmen',
      subtitle: 'Argumente, die ankommen',
      slug: 'ueberzeugen-und-einfluss-nehmen',
      intro:
        'Überzeugen heißt nicht überreden. Sie lernen, Ihr Gegenüber zu verstehen, Argumente passend aufzubauen und auch skeptische Entscheiderinnen und Entscheider für Ihre Vorschläge zu gewinnen.',
      audience:
        'Für alle, die Ideen, Projekte oder Budgets bei Vorgesetzten, Gremien oder Partnern durchsetzen möchten.',
      contents: [
        'Wie Menschen Entscheidungen treffen',
        'Argumentationsketten aufbauen',
        'Einwände vorwegnehmen',
        'Wirkung in Sprache und Auftreten',
      ],
    },
    en: {
      title: 'Persuasion and influence',
      subtitle: 'Arguments that land',
      slug: 'persuasion-and-influence',
      intro:
        'Persuading does not mean pressuring. You learn to understand the other side, build your arguments to fit and win over even sceptical decision-makers for your proposals.',
      audience:
        'For everyone who wants to get ideas, projects or budgets approved by managers, boards or partners.',
      contents: [
        'How people make decisions',
        'Building chains of argument',
        'Anticipating objections',
        'Impact through language and presence',
      ],
    },
  },
  {
    code: 'VH-202',
    topics: ['verhandlung'],
    days: 1,
    de: {
      title: 'Preisverhandlungen im Einkauf',
      subtitle: 'Konditionen souverän verhandeln',
      slug: 'preisverhandlungen-im-einkauf',
      intro:
        'Im Einkauf entscheidet die Verhandlung oft über die Marge. An einem intensiven Tag trainieren Sie Taktiken für Preisgespräche und lernen, die Spielzüge der Gegenseite zu erkennen.',
      audience: 'Für Einkäuferinnen und Einkäufer sowie Fachkräfte mit Budgetverantwortung.',
      contents: [
        'Vorbereitung mit Marktdaten',
        'Preisanker und Zugeständnisse',
        'Typische Verkaufstaktiken durchschauen',
        'Vereinbarungen sauber dokumentieren',
      ],
    },
    en: {
      title: 'Price negotiations in purchasing',
      subtitle: 'Negotiating terms with confidence',
      slug: 'price-negotiations-in-purchasing',
      intro:
        'In purchasing, negotiation often decides the margin. In one intensive day you train tactics for price talks and learn to recognise the other side’s moves.',
      audience: 'For buyers and specialists with budget responsibility.',
      contents: [
        'Preparing with market data',
        'Price anchors and concessions',
        'Seeing through typical sales tactics',
        'Documenting agreements properly',
      ],
    },
  },
  {
    code: 'VH-203',
    topics: ['verhandlung'],
    days: 1,
    de: {
      title: 'Schlagfertigkeit',
      subtitle: 'Gelassen kontern statt sprachlos bleiben',
      slug: 'schlagfertigkeit',
      intro:
        'Eine spitze Bemerkung im Meeting – und Ihnen fällt die passende Antwort erst abends ein? Sie lernen einfache Techniken, um souverän zu reagieren, ohne selbst verletzend zu werden.',
      audience:
        'Für alle, die in Besprechungen, Verhandlungen oder Diskussionen gelassener reagieren möchten.',
      contents: [
        'Zeit gewinnen, ohne unsicher zu wirken',
        'Kontertechniken für unfaire Bemerkungen',
        'Humor als Werkzeug',
        'Üben, üben, üben – in kurzen Sequenzen',
      ],
    },
    en: {
      title: 'Quick-wittedness',
      subtitle: 'Responding calmly instead of falling silent',
      slug: 'quick-wittedness',
      intro:
        'A barbed remark in a meeting – and the right answer only comes to you in the evening? You learn simple techniques to respond with composure without becoming hurtful yourself.',
      audience:
        'For everyone who wants to react more calmly in meetings, negotiations or discussions.',
      contents: [
        'Buying time without looking unsure',
        'Responses to unfair remarks',
        'Humour as a tool',
        'Practice, practice, practice – in short rounds',
      ],
    },
  },
  {
    code: 'VH-301',
    topics: ['verhandlung'],
    days: 2,
    de: {
      title: 'Verhandeln unter Druck',
      subtitle: 'Für komplexe und festgefahrene Verhandlungen',
      slug: 'verhandeln-unter-druck',
      intro:
        'Wenn viel auf dem Spiel steht, die Zeit drängt oder die Gegenseite hart spielt, reichen Standardtechniken nicht. Sie trainieren anspruchsvolle Verhandlungssituationen mit mehreren Parteien und lernen, Blockaden zu lösen.',
      audience:
        'Für erfahrene Verhandlerinnen und Verhandler in Führung, Vertrieb, Einkauf und Personal.',
      contents: [
        'Verhandlungen mit mehreren Parteien',
        'Harte Taktiken erkennen und neutralisieren',
        'Festgefahrene Situationen öffnen',
        'Emotionen und Stress am Verhandlungstisch',
      ],
    },
    en: {
      title: 'Negotiating under pressure',
      subtitle: 'For complex and deadlocked negotiations',
      slug: 'negotiating-under-pressure',
      intro:
        'When a lot is at stake, time is short or the other side plays hardball, standard techniques are not enough. You train demanding multi-party negotiations and learn to break deadlocks.',
      audience: 'For experienced negotiators in management, sales, purchasing and HR.',
      contents: [
        'Multi-party negotiations',
        'Recognising and neutralising hardball tactics',
        'Opening up deadlocked situations',
        'Emotions and stress at the negotiating table',
      ],
    },
  },
]
