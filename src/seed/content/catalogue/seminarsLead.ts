import type { SeminarSeed } from './types'

/** Demo seminars, part 1: leadership and communication (data only). */
export const SEMINARS_LEAD: SeminarSeed[] = [
  {
    code: 'FK-101',
    topics: ['fuehrung'],
    days: 3,
    de: {
      title: 'Neu in der Führungsrolle',
      subtitle: 'Sicher starten als Teamleitung',
      slug: 'neu-in-der-fuehrungsrolle',
      intro:
        'Die ersten Monate als Führungskraft prägen, wie Ihr Team Sie wahrnimmt. In drei Tagen klären Sie Ihre neue Rolle, erproben zentrale Führungsgespräche und entwickeln einen Plan für Ihre ersten 100 Tage.',
      audience:
        'Für Fach- und Nachwuchskräfte, die seit kurzem ein Team leiten oder in den nächsten Monaten eine Führungsaufgabe übernehmen.',
      contents: [
        'Rollenwechsel: Erwartungen von Team, Vorgesetzten und Ihnen selbst',
        'Ziele vereinbaren und Aufgaben delegieren',
        'Das erste Teammeeting und die ersten Einzelgespräche',
        'Ihr persönlicher 100-Tage-Plan',
      ],
    },
    en: {
      title: 'New to leadership',
      subtitle: 'A confident start as a team leader',
      slug: 'new-to-leadership',
      intro:
        'Your first months as a manager shape how your team sees you. In three days you clarify your new role, practise the key leadership conversations and draw up a plan for your first 100 days.',
      audience:
        'For specialists and emerging leaders who have recently taken over a team or will do so in the coming months.',
      contents: [
        'Changing roles: what your team, your manager and you yourself expect',
        'Agreeing goals and delegating tasks',
        'Your first team meeting and first one-to-ones',
        'Your personal 100-day plan',
      ],
    },
  },
  {
    code: 'FK-102',
    topics: ['fuehrung'],
    days: 2,
    de: {
      title: 'Vom Kollegen zur Führungskraft',
      subtitle: 'Die neue Rolle im vertrauten Team',
      slug: 'vom-kollegen-zur-fuehrungskraft',
      intro:
        'Gestern noch gemeinsam in der Kaffeeküche, heute die Vorgesetzte: Wer im eigenen Team aufsteigt, muss Nähe und Distanz neu austarieren. Das Seminar zeigt, wie Sie Klarheit schaffen, ohne Beziehungen zu beschädigen.',
      audience:
        'Für alle, die Führungskraft ihrer bisherigen Kolleginnen und Kollegen geworden sind oder es bald werden.',
      contents: [
        'Loyalitäten und Rollenkonflikte erkennen',
        'Das klärende Gespräch mit dem Team',
        'Entscheidungen vertreten, auch wenn sie unbeliebt sind',
        'Umgang mit Mitbewerberinnen und Mitbewerbern um die Stelle',
      ],
    },
    en: {
      title: 'From colleague to manager',
      subtitle: 'Your new role in a familiar team',
      slug: 'from-colleague-to-manager',
      intro:
        'Yesterday you shared the coffee machine, today you are the boss: anyone promoted within their own team has to find a new balance between closeness and distance. This seminar shows how to create clarity without damaging relationships.',
      audience:
        'For everyone who has become – or will soon become – the manager of their former peers.',
      contents: [
        'Recognising loyalties and role conflicts',
        'The clarifying conversation with your team',
        'Standing by decisions, even unpopular ones',
        'Dealing with colleagues who also applied for the role',
      ],
    },
  },
  {
    code: 'FK-201',
    topics: ['fuehrung', 'personal'],
    days: 2,
    de: {
      title: 'Mitarbeitergespräche wirksam führen',
      subtitle: 'Jahresgespräch, Zielvereinbarung und Kritik',
      slug: 'mitarbeitergespraeche-wirksam-fuehren',
      intro:
        'Ob Jahresgespräch, Zielvereinbarung oder ein heikles Kritikgespräch: Gute Mitarbeitergespräche folgen einer klaren Struktur und lassen trotzdem Raum für das Gegenüber. Sie üben an Ihren eigenen anstehenden Gesprächen.',
      audience:
        'Für Führungskräfte aller Ebenen, die regelmäßig Entwicklungs-, Ziel- oder Kritikgespräche führen.',
      contents: [
        'Gespräche vorbereiten: Ziel, Ablauf, Einstieg',
        'Ziele formulieren, die motivieren',
        'Kritik sachlich und respektvoll ansprechen',
        'Vereinbarungen festhalten und nachhalten',
      ],
    },
    en: {
      title: 'Effective employee reviews',
      subtitle: 'Annual reviews, objectives and criticism',
      slug: 'effective-employee-reviews',
      intro:
        'Annual review, objective setting or a delicate critical conversation: good employee conversations follow a clear structure and still leave room for the other person. You practise on conversations you actually have coming up.',
      audience:
        'For managers at every level who regularly hold development, objective-setting or critical conversations.',
      contents: [
        'Preparing a conversation: aim, structure, opening',
        'Setting goals that motivate',
        'Raising criticism factually and respectfully',
        'Recording agreements and following up',
      ],
    },
  },
  {
    code: 'FK-202',
    topics: ['fuehrung'],
    days: 2,
    de: {
      title: 'Führen in hybriden Teams',
      subtitle: 'Nähe schaffen auf Distanz',
      slug: 'fuehren-in-hybriden-teams',
      intro:
        'Wenn ein Teil des Teams im Büro sitzt und der andere zu Hause, entstehen leicht zwei Geschwindigkeiten. Sie lernen, Zusammenarbeit, Kommunikation und Vertrauen so zu gestalten, dass niemand abgehängt wird.',
      audience:
        'Für Führungskräfte, deren Teams ganz oder teilweise mobil oder an mehreren Standorten arbeiten.',
      contents: [
        'Spielregeln für hybride Zusammenarbeit vereinbaren',
        'Online-Meetings, die alle einbeziehen',
        'Leistung sehen, ohne zu kontrollieren',
        'Teamzusammenhalt über Distanz stärken',
      ],
    },
    en: {
      title: 'Leading hybrid teams',
      subtitle: 'Creating closeness at a distance',
      slug: 'leading-hybrid-teams',
      intro:
        'When part of the team is in the office and the rest at home, two speeds easily emerge. You learn to shape collaboration, communication and trust so that nobody is left behind.',
      audience: 'For managers whose teams work fully or partly remotely or across several sites.',
      contents: [
        'Agreeing ground rules for hybrid work',
        'Online meetings that include everyone',
        'Seeing performance without micromanaging',
        'Strengthening team spirit at a distance',
      ],
    },
  },
  {
    code: 'FK-301',
    topics: ['fuehrung'],
    days: 3,
    de: {
      title: 'Strategisch führen',
      subtitle: 'Richtung geben als erfahrene Führungskraft',
      slug: 'strategisch-fuehren',
      intro:
        'Mit wachsender Verantwortung verschiebt sich Führung vom Tagesgeschäft zur Richtung. Sie schärfen Ihr Bild vom eigenen Bereich, übersetzen Strategie in verständliche Prioritäten und führen über Führungskräfte.',
      audience:
        'Für Bereichs- und Abteilungsleitungen mit mehrjähriger Führungserfahrung, die andere Führungskräfte führen.',
      contents: [
        'Strategische Standortbestimmung des eigenen Bereichs',
        'Prioritäten setzen und Nein sagen',
        'Führen über Führungskräfte',
        'Strategie so erzählen, dass sie verstanden wird',
      ],
    },
    en: {
      title: 'Strategic leadership',
      subtitle: 'Setting direction as an experienced manager',
      slug: 'strategic-leadership',
      intro:
        'As responsibility grows, leadership shifts from day-to-day business to direction. You sharpen your picture of your own area, translate strategy into understandable priorities and lead through other managers.',
      audience:
        'For heads of department and division with several years of leadership experience who manage other managers.',
      contents: [
        'Taking strategic stock of your area',
        'Setting priorities and saying no',
        'Leading through other leaders',
        'Telling strategy so that people understand it',
      ],
    },
  },
  {
    code: 'KO-101',
    topics: ['kommunikation'],
    days: 2,
    de: {
      title: 'Klar kommunizieren',
      subtitle: 'Verständlich sprechen, aktiv zuhören',
      slug: 'klar-kommunizieren',
      intro:
        'Viele Missverständnisse im Arbeitsalltag entstehen nicht aus bösem Willen, sondern aus unklaren Botschaften. Sie lernen, auf den Punkt zu kommen, Fragen gezielt einzusetzen und wirklich zuzuhören.',
      audience:
        'Für Fach- und Führungskräfte, die ihre Gesprächsführung im Alltag verbessern möchten.',
      contents: [
        'Wie Botschaften ankommen: Modelle, die im Alltag helfen',
        'Kernbotschaften formulieren',
        'Aktives Zuhören und gute Fragen',
        'Übungen mit Video-Feedback',
      ],
    },
    en: {
      title: 'Communicating clearly',
      subtitle: 'Speaking plainly, listening actively',
      slug: 'communicating-clearly',
      intro:
        'Many misunderstandings at work arise not from ill will but from unclear messages. You learn to get to the point, use questions deliberately and really listen.',
      audience:
        'For professionals and managers who want to improve how they handle everyday conversations.',
      contents: [
        'How messages land: models that help in daily work',
        'Formulating key messages',
        'Active listening and good questions',
        'Exercises with video feedback',
      ],
    },
  },
  {
    code: 'KO-102',
    topics: ['kommunikation', 'fuehrung'],
    days: 1,
    de: {
      title: 'Feedback geben und nehmen',
      subtitle: 'Kompakt an einem Tag',
      slug: 'feedback-geben-und-nehmen',
      intro:
        'Feedback wirkt nur, wenn es konkret, zeitnah und respektvoll ist – und wenn man es selbst annehmen kann. An einem Tag trainieren Sie beide Seiten mit vielen kurzen Übungssequenzen.',
      audience:
        'Für Führungskräfte und Teammitglieder, die eine offene Feedbackkultur fördern möchten.',
      contents: [
        'Wahrnehmung, Wirkung, Wunsch: ein einfacher Aufbau',
        'Positives Feedback, das nicht beliebig klingt',
        'Kritisches Feedback annehmen, ohne sich zu rechtfertigen',
        'Feedbackroutinen im Team etablieren',
      ],
    },
    en: {
      title: 'Giving and receiving feedback',
      subtitle: 'Compact in one day',
      slug: 'giving-and-receiving-feedback',
      intro:
        'Feedback only works when it is specific, timely and respectful – and when you can take it yourself. In one day you train both sides in many short practice rounds.',
      audience: 'For managers and team members who want to foster an open feedback culture.',
      contents: [
        'Observation, impact, request: a simple structure',
        'Positive feedback that does not sound generic',
        'Taking critical feedback without justifying yourself',
        'Establishing feedback routines in the team',
      ],
    },
  },
  {
    code: 'KO-201',
    topics: ['kommunikation'],
    days: 2,
    de: {
      title: 'Überzeugend präsentieren',
      subtitle: 'Struktur, Auftreten und Folien, die tragen',
      slug: 'ueberzeugend-praesentieren',
      intro:
        'Eine gute Präsentation beginnt lange vor der ersten Folie. Sie entwickeln eine klare Dramaturgie, arbeiten an Stimme und Körpersprache und gehen gelassener mit Fragen und Einwänden um.',
      audience:
        'Für alle, die Ergebnisse, Projekte oder Ideen vor Gremien, Kunden oder dem eigenen Team präsentieren.',
      contents: [
        'Vom Ziel zur Storyline',
        'Folien, die unterstützen statt ablenken',
        'Stimme, Haltung und Blickkontakt',
        'Fragen und kritische Einwände souverän beantworten',
      ],
    },
    en: {
      title: 'Presenting persuasively',
      subtitle: 'Structure, presence and slides that work',
      slug: 'presenting-persuasively',
      intro:
        'A good presentation starts long before the first slide. You develop a clear storyline, work on voice and body language and handle questions and objections more calmly.',
      audience:
        'For everyone who presents results, projects or ideas to boards, clients or their own team.',
      contents: [
        'From objective to storyline',
        'Slides that support rather than distract',
        'Voice, posture and eye contact',
        'Answering questions and objections with confidence',
      ],
    },
  },
  {
    code: 'KO-202',
    topics: ['kommunikation'],
    days: 2,
    de: {
      title: 'Besprechungen und Workshops moderieren',
      subtitle: 'Ergebnisse statt Endlosrunden',
      slug: 'besprechungen-und-workshops-moderieren',
      intro:
        'Zu lange Meetings ohne Ergebnis kosten Zeit und Motivation. Sie lernen Methoden, mit denen Gruppen zügig zu Entscheidungen kommen, und üben den Umgang mit Vielrednern und Schweigern.',
      audience:
        'Für Führungskräfte, Projektleitungen und alle, die regelmäßig Besprechungen oder Workshops leiten.',
      contents: [
        'Agenda und Ziel jeder Besprechung',
        'Moderationsmethoden für Sammeln, Bewerten, Entscheiden',
        'Schwierige Situationen in der Gruppe',
        'Online- und hybride Formate',
      ],
    },
    en: {
      title: 'Facilitating meetings and workshops',
      subtitle: 'Results instead of endless rounds',
      slug: 'facilitating-meetings-and-workshops',
      intro:
        'Long meetings without results cost time and motivation. You learn methods that help groups reach decisions quickly and practise handling those who talk too much and those who say nothing.',
      audience:
        'For managers, project leads and anyone who regularly chairs meetings or runs workshops.',
      contents: [
        'An agenda and an aim for every meeting',
        'Methods for collecting, evaluating and deciding',
        'Difficult situations in groups',
        'Online and hybrid formats',
      ],
    },
  },
  {
    code: 'KO-301',
    topics: ['kommunikation'],
    days: 1,
    de: {
      title: 'Kommunikation in der Krise',
      subtitle: 'Wenn es schnell gehen muss',
      slug: 'kommunikation-in-der-krise',
      intro:
        'In einer Krise zählt jede Stunde – und jedes Wort. Anhand realistischer Szenarien üben Sie, unter Zeitdruck klar, ehrlich und abgestimmt nach innen und außen zu kommunizieren.',
      audience:
        'Für Führungskräfte und Mitglieder von Krisenstäben, Kommunikations- und Personalabteilungen.',
      contents: [
        'Die ersten Stunden: informieren, ohne zu spekulieren',
        'Botschaften für Belegschaft, Kunden und Öffentlichkeit',
        'Mit Unsicherheit offen umgehen',
        'Planspiel mit Auswertung',
      ],
    },
    en: {
      title: 'Crisis communication',
      subtitle: 'When time is short',
      slug: 'crisis-communication',
      intro:
        'In a crisis every hour counts – and every word. Using realistic scenarios, you practise communicating clearly, honestly and consistently inside and outside the organisation under time pressure.',
      audience: 'For managers and members of crisis teams and of communication and HR departments.',
      contents: [
        'The first hours: informing without speculating',
        'Messages for staff, customers and the public',
        'Being open about uncertainty',
        'Simulation exercise with debriefing',
      ],
    },
  },
]
