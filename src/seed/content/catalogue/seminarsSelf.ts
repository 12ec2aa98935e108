import type { SeminarSeed } from './types'

/** Demo seminars, part 4: self-management and people development (data only). */
export const SEMINARS_SELF: SeminarSeed[] = [
  {
    code: 'SM-101',
    topics: ['selbst'],
    days: 1,
    de: {
      title: 'Zeit- und Selbstmanagement',
      subtitle: 'Das Wichtige vor dem Dringenden',
      slug: 'zeit-und-selbstmanagement',
      intro:
        'Volle Postfächer, ständige Unterbrechungen, zu viele Prioritäten: An einem Tag sortieren Sie Ihre Aufgaben neu und finden Methoden, die in Ihren Arbeitsalltag passen.',
      audience:
        'Für Fach- und Führungskräfte, die mehr Ruhe und Struktur in ihren Arbeitstag bringen möchten.',
      contents: [
        'Prioritäten klären',
        'Zeitfresser erkennen und begrenzen',
        'Fokuszeiten planen und schützen',
        'Ein persönliches Arbeitssystem, das hält',
      ],
    },
    en: {
      title: 'Time and self-management',
      subtitle: 'The important before the urgent',
      slug: 'time-and-self-management',
      intro:
        'Full inboxes, constant interruptions, too many priorities: in one day you re-sort your tasks and find methods that fit your working day.',
      audience:
        'For professionals and managers who want more calm and structure in their working day.',
      contents: [
        'Clarifying priorities',
        'Recognising and limiting time wasters',
        'Planning and protecting focus time',
        'A personal work system that lasts',
      ],
    },
  },
  {
    code: 'SM-102',
    topics: ['selbst'],
    days: 2,
    de: {
      title: 'Resilienz stärken',
      subtitle: 'Widerstandskraft für anspruchsvolle Zeiten',
      slug: 'resilienz-staerken',
      intro:
        'Resilienz ist keine angeborene Eigenschaft, sondern lässt sich trainieren. Sie lernen, eigene Kraftquellen zu erkennen, mit Belastung bewusst umzugehen und nach Rückschlägen wieder Tritt zu fassen.',
      audience:
        'Für alle, die beruflich stark gefordert sind und ihre Widerstandskraft gezielt stärken möchten.',
      contents: [
        'Die Säulen der Resilienz',
        'Stressoren und eigene Muster erkennen',
        'Kraftquellen im Alltag verankern',
        'Umgang mit Rückschlägen',
      ],
    },
    en: {
      title: 'Building resilience',
      subtitle: 'Strength for demanding times',
      slug: 'building-resilience',
      intro:
        'Resilience is not an innate trait; it can be trained. You learn to recognise your sources of strength, handle pressure deliberately and regain your footing after setbacks.',
      audience:
        'For everyone facing high demands at work who wants to strengthen their resilience.',
      contents: [
        'The pillars of resilience',
        'Recognising stressors and your own patterns',
        'Building sources of strength into daily life',
        'Dealing with setbacks',
      ],
    },
  },
  {
    code: 'SM-201',
    topics: ['selbst', 'fuehrung'],
    days: 2,
    de: {
      title: 'Gesund führen',
      subtitle: 'Für sich und das Team sorgen',
      slug: 'gesund-fuehren',
      intro:
        'Führungskräfte stehen doppelt unter Druck: Sie müssen mit eigener Belastung umgehen und zugleich auf ihr Team achten. Sie lernen, Überlastung früh zu erkennen und gesunde Arbeitsbedingungen zu fördern.',
      audience:
        'Für Führungskräfte, die ihre eigene Gesundheit und die ihres Teams im Blick behalten möchten.',
      contents: [
        'Selbstfürsorge als Führungsaufgabe',
        'Warnsignale von Überlastung im Team',
        'Das Gespräch mit belasteten Mitarbeitenden',
        'Arbeitsorganisation, die entlastet',
      ],
    },
    en: {
      title: 'Healthy leadership',
      subtitle: 'Looking after yourself and your team',
      slug: 'healthy-leadership',
      intro:
        'Managers are under double pressure: they have to cope with their own workload and look after their team at the same time. You learn to spot overload early and promote healthy working conditions.',
      audience: 'For managers who want to keep an eye on their own health and that of their team.',
      contents: [
        'Self-care as a leadership task',
        'Warning signs of overload in the team',
        'Talking to employees under strain',
        'Work organisation that relieves pressure',
      ],
    },
  },
  {
    code: 'SM-202',
    topics: ['selbst'],
    days: 1,
    de: {
      title: 'Gute Entscheidungen treffen',
      subtitle: 'Klar urteilen trotz Unsicherheit',
      slug: 'gute-entscheidungen-treffen',
      intro:
        'Viele Entscheidungen müssen getroffen werden, bevor alle Informationen vorliegen. Sie lernen typische Denkfallen kennen und erproben einfache Verfahren, die zu besseren Entscheidungen führen.',
      audience: 'Für Fach- und Führungskräfte, die regelmäßig unter Unsicherheit entscheiden.',
      contents: [
        'Denkfallen und wie man ihnen entgeht',
        'Entscheidungsverfahren für Einzelne und Gruppen',
        'Intuition und Analyse verbinden',
        'Entscheidungen kommunizieren',
      ],
    },
    en: {
      title: 'Making good decisions',
      subtitle: 'Judging clearly despite uncertainty',
      slug: 'making-good-decisions',
      intro:
        'Many decisions have to be made before all the information is in. You learn about typical thinking traps and try out simple procedures that lead to better decisions.',
      audience: 'For professionals and managers who regularly decide under uncertainty.',
      contents: [
        'Thinking traps and how to avoid them',
        'Decision methods for individuals and groups',
        'Combining intuition and analysis',
        'Communicating decisions',
      ],
    },
  },
  {
    code: 'SM-301',
    topics: ['selbst'],
    days: 2,
    de: {
      title: 'Souverän auftreten',
      subtitle: 'Präsenz zeigen in jeder Situation',
      slug: 'souveraen-auftreten',
      intro:
        'Souveränität zeigt sich in Haltung, Stimme und der Art, wie Sie Raum einnehmen. Mit Übungen aus dem Schauspieltraining und viel Feedback entwickeln Sie einen Auftritt, der zu Ihnen passt.',
      audience:
        'Für alle, die in Besprechungen, Präsentationen oder Verhandlungen sicherer wirken möchten.',
      contents: [
        'Körpersprache und Stimme',
        'Mit Lampenfieber umgehen',
        'Klare Positionen vertreten',
        'Videoanalyse und individuelles Feedback',
      ],
    },
    en: {
      title: 'Confident presence',
      subtitle: 'Showing presence in any situation',
      slug: 'confident-presence',
      intro:
        'Confidence shows in posture, voice and the way you take up space. With exercises from actor training and plenty of feedback, you develop a presence that suits you.',
      audience:
        'For everyone who wants to come across more confidently in meetings, presentations or negotiations.',
      contents: [
        'Body language and voice',
        'Dealing with stage fright',
        'Standing up for clear positions',
        'Video analysis and individual feedback',
      ],
    },
  },
  {
    code: 'PE-101',
    topics: ['personal'],
    days: 2,
    de: {
      title: 'Personalentwicklung Grundlagen',
      subtitle: 'Bedarfe erkennen, Maßnahmen planen',
      slug: 'personalentwicklung-grundlagen',
      intro:
        'Gute Personalentwicklung setzt bei der Strategie an und endet nicht mit der Seminarbuchung. Sie lernen, Entwicklungsbedarfe zu erheben, passende Formate auszuwählen und den Nutzen sichtbar zu machen.',
      audience:
        'Für Einsteigerinnen und Einsteiger in der Personalentwicklung und HR-Generalisten.',
      contents: [
        'Personalentwicklung und Unternehmensstrategie',
        'Bedarfsanalyse mit Führungskräften',
        'Formate von Seminar bis Lernen am Arbeitsplatz',
        'Budget und Planung',
      ],
    },
    en: {
      title: 'People development fundamentals',
      subtitle: 'Identifying needs, planning measures',
      slug: 'people-development-fundamentals',
      intro:
        'Good people development starts with strategy and does not end with booking a seminar. You learn to assess development needs, choose suitable formats and make the benefits visible.',
      audience: 'For newcomers to people development and HR generalists.',
      contents: [
        'People development and business strategy',
        'Needs analysis with managers',
        'Formats from seminars to learning on the job',
        'Budget and planning',
      ],
    },
  },
  {
    code: 'PE-102',
    topics: ['personal'],
    days: 1,
    de: {
      title: 'Kompetenzmodelle entwickeln',
      subtitle: 'Was gute Arbeit bei Ihnen ausmacht',
      slug: 'kompetenzmodelle-entwickeln',
      intro:
        'Ein Kompetenzmodell beschreibt, was in Ihrer Organisation erfolgreiche Arbeit ausmacht – und bildet die Grundlage für Auswahl, Beurteilung und Entwicklung. Sie lernen, ein schlankes Modell zu erarbeiten, das tatsächlich genutzt wird.',
      audience:
        'Für Personalverantwortliche und Führungskräfte, die ein Kompetenzmodell einführen oder überarbeiten.',
      contents: [
        'Kompetenzen beschreiben und abgrenzen',
        'Verhaltensanker formulieren',
        'Führungskräfte beteiligen',
        'Vom Modell zur Anwendung',
      ],
    },
    en: {
      title: 'Developing competency models',
      subtitle: 'What good work means in your organisation',
      slug: 'developing-competency-models',
      intro:
        'A competency model describes what successful work looks like in your organisation – and forms the basis for selection, appraisal and development. You learn to create a lean model that actually gets used.',
      audience: 'For HR staff and managers introducing or revising a competency model.',
      contents: [
        'Describing and distinguishing competencies',
        'Writing behavioural anchors',
        'Involving managers',
        'From model to everyday use',
      ],
    },
  },
  {
    code: 'PE-201',
    topics: ['personal'],
    days: 1,
    de: {
      title: 'Onboarding gestalten',
      subtitle: 'Neue Kolleginnen und Kollegen gut ankommen lassen',
      slug: 'onboarding-gestalten',
      intro:
        'Die ersten Wochen entscheiden, ob neue Mitarbeitende bleiben. Sie entwickeln einen Onboarding-Prozess, der fachliche Einarbeitung, soziale Integration und die Verbindung zur Organisation gleichermaßen berücksichtigt.',
      audience:
        'Für Personalverantwortliche und Führungskräfte, die Einarbeitung verbessern möchten.',
      contents: [
        'Phasen des Onboardings',
        'Die Rolle von Führungskraft und Pate',
        'Checklisten und Feedbackpunkte',
        'Remote-Onboarding',
      ],
    },
    en: {
      title: 'Designing onboarding',
      subtitle: 'Helping new colleagues settle in well',
      slug: 'designing-onboarding',
      intro:
        'The first weeks decide whether new employees stay. You develop an onboarding process that gives equal weight to job training, social integration and connection to the organisation.',
      audience:
        'For HR staff and managers who want to improve how new people are brought on board.',
      contents: [
        'Stages of onboarding',
        'The role of the manager and the buddy',
        'Checklists and feedback points',
        'Remote onboarding',
      ],
    },
  },
  {
    code: 'PE-202',
    topics: ['personal', 'fuehrung'],
    days: 2,
    de: {
      title: 'Talente erkennen und fördern',
      subtitle: 'Potenziale sehen und entwickeln',
      slug: 'talente-erkennen-und-foerdern',
      intro:
        'Talente gibt es in jeder Organisation – man muss sie nur erkennen. Sie lernen, Potenzial von Leistung zu unterscheiden, Entwicklungsgespräche zu führen und passende Förderwege zu gestalten.',
      audience:
        'Für Führungskräfte und Personalverantwortliche, die Nachwuchs gezielt aufbauen möchten.',
      contents: [
        'Potenzial und Leistung unterscheiden',
        'Beobachten ohne Vorurteile',
        'Entwicklungsgespräche führen',
        'Förderwege und Rotationen',
      ],
    },
    en: {
      title: 'Spotting and developing talent',
      subtitle: 'Seeing and growing potential',
      slug: 'spotting-and-developing-talent',
      intro:
        'Every organisation has talent – you just have to recognise it. You learn to distinguish potential from performance, hold development conversations and design suitable development paths.',
      audience: 'For managers and HR staff who want to build up the next generation deliberately.',
      contents: [
        'Distinguishing potential from performance',
        'Observing without bias',
        'Holding development conversations',
        'Development paths and rotations',
      ],
    },
  },
  {
    code: 'PE-301',
    topics: ['personal'],
    days: 1,
    de: {
      title: 'Weiterbildung wirksam evaluieren',
      subtitle: 'Was bleibt nach dem Seminar?',
      slug: 'weiterbildung-wirksam-evaluieren',
      intro:
        'Zufriedenheitsbögen zeigen, ob ein Seminar gefallen hat – nicht, ob es gewirkt hat. Sie lernen Verfahren kennen, mit denen Sie Lerntransfer und Wirkung von Weiterbildung mit vertretbarem Aufwand messen.',
      audience: 'Für Personalentwicklerinnen und Weiterbildungsverantwortliche.',
      contents: [
        'Ebenen der Evaluation',
        'Transfer fördern vor, während und nach dem Seminar',
        'Einfache Messinstrumente',
        'Ergebnisse überzeugend berichten',
      ],
    },
    en: {
      title: 'Evaluating training effectively',
      subtitle: 'What remains after the seminar?',
      slug: 'evaluating-training-effectively',
      intro:
        'Satisfaction forms show whether participants liked a seminar – not whether it worked. You learn methods to measure learning transfer and the impact of training with reasonable effort.',
      audience: 'For people development specialists and those responsible for training.',
      contents: [
        'Levels of evaluation',
        'Supporting transfer before, during and after the seminar',
        'Simple measuring tools',
        'Reporting results convincingly',
      ],
    },
  },
]
