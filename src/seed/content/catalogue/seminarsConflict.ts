import type { SeminarSeed } from './types'

/** Demo seminars, part 2: conflict management and change (data only). */
export const SEMINARS_CONFLICT: SeminarSeed[] = [
  {
    code: 'KM-101',
    topics: ['konflikt'],
    days: 2,
    de: {
      title: 'Konflikte erkennen und ansprechen',
      subtitle: 'Früh handeln statt lange schweigen',
      slug: 'konflikte-erkennen-und-ansprechen',
      intro:
        'Die meisten Konflikte kündigen sich lange an. Sie lernen, Warnsignale zu deuten, Eskalationsstufen einzuschätzen und Spannungen anzusprechen, solange sie noch klein sind.',
      audience:
        'Für Fach- und Führungskräfte, die Konflikten im Arbeitsalltag nicht länger ausweichen möchten.',
      contents: [
        'Wie Konflikte entstehen und eskalieren',
        'Die eigene Konfliktneigung verstehen',
        'Den richtigen Moment und die richtigen Worte finden',
        'Fallarbeit mit Beispielen der Teilnehmenden',
      ],
    },
    en: {
      title: 'Recognising and addressing conflict',
      subtitle: 'Acting early instead of staying silent',
      slug: 'recognising-and-addressing-conflict',
      intro:
        'Most conflicts announce themselves long in advance. You learn to read warning signs, judge levels of escalation and address tension while it is still small.',
      audience: 'For professionals and managers who no longer want to avoid conflict at work.',
      contents: [
        'How conflicts arise and escalate',
        'Understanding your own conflict style',
        'Finding the right moment and the right words',
        'Case work with participants’ examples',
      ],
    },
  },
  {
    code: 'KM-201',
    topics: ['konflikt', 'kommunikation'],
    days: 2,
    de: {
      title: 'Konfliktgespräche führen',
      subtitle: 'Klar in der Sache, fair im Ton',
      slug: 'konfliktgespraeche-fuehren',
      intro:
        'Ein gut vorbereitetes Konfliktgespräch kann verhärtete Fronten lösen. Sie trainieren einen klaren Gesprächsaufbau, den Umgang mit starken Emotionen und Formulierungen, die deeskalieren.',
      audience:
        'Für Führungskräfte, Projektleitungen und Personalverantwortliche, die Konflikte mit oder zwischen Beteiligten klären müssen.',
      contents: [
        'Phasen eines Konfliktgesprächs',
        'Interessen hinter Positionen erkennen',
        'Mit Vorwürfen, Tränen und Wut umgehen',
        'Lösungen vereinbaren, die halten',
      ],
    },
    en: {
      title: 'Handling conflict conversations',
      subtitle: 'Clear on substance, fair in tone',
      slug: 'handling-conflict-conversations',
      intro:
        'A well-prepared conflict conversation can break entrenched positions. You train a clear conversation structure, dealing with strong emotions and phrasing that de-escalates.',
      audience:
        'For managers, project leads and HR staff who need to resolve conflicts with or between others.',
      contents: [
        'Stages of a conflict conversation',
        'Seeing interests behind positions',
        'Dealing with accusations, tears and anger',
        'Agreeing solutions that last',
      ],
    },
  },
  {
    code: 'KM-202',
    topics: ['konflikt'],
    days: 3,
    de: {
      title: 'Mediation im Arbeitsalltag',
      subtitle: 'Zwischen Streitenden vermitteln',
      slug: 'mediation-im-arbeitsalltag',
      intro:
        'Wenn zwei Kolleginnen nicht mehr miteinander reden, hilft oft eine neutrale dritte Person. Sie lernen die Grundschritte der Mediation und wenden sie in Rollenspielen auf typische Konflikte im Betrieb an.',
      audience:
        'Für Führungskräfte, Personalverantwortliche und Betriebsräte, die bei Konflikten zwischen anderen vermitteln.',
      contents: [
        'Die fünf Phasen der Mediation',
        'Allparteilichkeit wahren',
        'Vom Vorwurf zum Bedürfnis',
        'Grenzen der internen Vermittlung',
      ],
    },
    en: {
      title: 'Mediation at work',
      subtitle: 'Helping others settle disputes',
      slug: 'mediation-at-work',
      intro:
        'When two colleagues have stopped talking to each other, a neutral third party often helps. You learn the basic steps of mediation and apply them in role plays to typical workplace conflicts.',
      audience:
        'For managers, HR staff and works council members who mediate in conflicts between others.',
      contents: [
        'The five stages of mediation',
        'Staying impartial',
        'From accusation to need',
        'The limits of internal mediation',
      ],
    },
  },
  {
    code: 'KM-203',
    topics: ['konflikt'],
    days: 1,
    de: {
      title: 'Schwierige Gesprächspartner',
      subtitle: 'Gelassen bleiben, wenn es unangenehm wird',
      slug: 'schwierige-gespraechspartner',
      intro:
        'Manche Gespräche kosten besonders viel Kraft: mit Dauernörglern, Besserwissern oder aufgebrachten Kunden. Sie entwickeln Strategien, die Ihnen Ruhe und Handlungsspielraum verschaffen.',
      audience:
        'Für alle, die beruflich häufig mit fordernden Gesprächspartnerinnen und -partnern zu tun haben.',
      contents: [
        'Typische Muster schwieriger Gespräche',
        'Grenzen setzen, ohne anzugreifen',
        'Mit unfairen Angriffen umgehen',
        'Selbstschutz nach belastenden Gesprächen',
      ],
    },
    en: {
      title: 'Difficult people in conversation',
      subtitle: 'Staying calm when it gets uncomfortable',
      slug: 'difficult-people-in-conversation',
      intro:
        'Some conversations take a lot out of you: with constant complainers, know-it-alls or angry customers. You develop strategies that give you calm and room to act.',
      audience: 'For everyone who often deals with demanding people at work.',
      contents: [
        'Typical patterns of difficult conversations',
        'Setting boundaries without attacking',
        'Handling unfair attacks',
        'Looking after yourself after draining conversations',
      ],
    },
  },
  {
    code: 'KM-301',
    topics: ['konflikt', 'fuehrung'],
    days: 2,
    de: {
      title: 'Konflikte im Team lösen',
      subtitle: 'Wenn die Zusammenarbeit leidet',
      slug: 'konflikte-im-team-loesen',
      intro:
        'Konflikte im Team wirken sich schnell auf Leistung und Stimmung aus. Sie lernen, Teamkonflikte zu analysieren, die eigene Rolle als Führungskraft zu klären und passende Interventionen zu wählen.',
      audience:
        'Für Führungskräfte und Teamleitungen, deren Team gerade in einem Konflikt steckt oder die vorbeugen möchten.',
      contents: [
        'Konfliktanalyse im Team',
        'Führungskraft als Beteiligte oder Vermittlerin',
        'Klärungsworkshops gestalten',
        'Neue Spielregeln vereinbaren',
      ],
    },
    en: {
      title: 'Resolving team conflicts',
      subtitle: 'When collaboration suffers',
      slug: 'resolving-team-conflicts',
      intro:
        'Conflicts within a team quickly affect performance and morale. You learn to analyse team conflicts, clarify your own role as a manager and choose the right interventions.',
      audience:
        'For managers and team leaders whose team is currently in conflict or who want to prevent it.',
      contents: [
        'Analysing conflict in a team',
        'The manager as party or mediator',
        'Designing clarification workshops',
        'Agreeing new ground rules',
      ],
    },
  },
  {
    code: 'VM-101',
    topics: ['veraenderung'],
    days: 2,
    de: {
      title: 'Veränderungen erfolgreich begleiten',
      subtitle: 'Ihr Team durch den Wandel führen',
      slug: 'veraenderungen-erfolgreich-begleiten',
      intro:
        'Neue Strukturen, neue Software, neue Abläufe: Veränderungen gelingen, wenn Menschen verstehen, warum sie nötig sind, und mitgestalten können. Sie lernen, Wandel im eigenen Bereich zu planen und zu begleiten.',
      audience:
        'Für Führungskräfte, die eine Veränderung in ihrem Bereich umsetzen oder bald umsetzen werden.',
      contents: [
        'Phasen der Veränderung und typische Reaktionen',
        'Veränderungsgeschichte: das Warum erklären',
        'Betroffene zu Beteiligten machen',
        'Erfolge sichtbar machen',
      ],
    },
    en: {
      title: 'Guiding people through change',
      subtitle: 'Leading your team through transition',
      slug: 'guiding-people-through-change',
      intro:
        'New structures, new software, new processes: change succeeds when people understand why it is needed and can help shape it. You learn to plan and guide change in your own area.',
      audience: 'For managers who are implementing change in their area or will soon do so.',
      contents: [
        'Stages of change and typical reactions',
        'The change story: explaining the why',
        'Turning those affected into participants',
        'Making progress visible',
      ],
    },
  },
  {
    code: 'VM-201',
    topics: ['veraenderung'],
    days: 1,
    de: {
      title: 'Widerstände verstehen',
      subtitle: 'Einwände als Hinweise nutzen',
      slug: 'widerstaende-verstehen',
      intro:
        'Widerstand ist selten Sturheit, sondern meist ein Hinweis auf offene Fragen oder berechtigte Sorgen. An einem Tag lernen Sie, Widerstände zu lesen und konstruktiv mit ihnen zu arbeiten.',
      audience: 'Für Führungskräfte und Projektverantwortliche in Veränderungsvorhaben.',
      contents: [
        'Formen von Widerstand erkennen',
        'Gespräche mit Skeptikern',
        'Einwände in Verbesserungen übersetzen',
        'Die eigene Haltung zum Wandel reflektieren',
      ],
    },
    en: {
      title: 'Understanding resistance',
      subtitle: 'Using objections as signals',
      slug: 'understanding-resistance',
      intro:
        'Resistance is rarely stubbornness; mostly it points to open questions or justified concerns. In one day you learn to read resistance and work with it constructively.',
      audience: 'For managers and project leads in change initiatives.',
      contents: [
        'Recognising forms of resistance',
        'Conversations with sceptics',
        'Turning objections into improvements',
        'Reflecting on your own attitude to change',
      ],
    },
  },
  {
    code: 'VM-202',
    topics: ['veraenderung', 'fuehrung'],
    days: 2,
    de: {
      title: 'Agil führen',
      subtitle: 'Verantwortung teilen, Rahmen geben',
      slug: 'agil-fuehren',
      intro:
        'Selbstorganisierte Teams brauchen keine Chefs, die alles entscheiden – wohl aber Führung. Sie klären, was agile Führung konkret bedeutet, und erproben Werkzeuge für mehr Eigenverantwortung im Team.',
      audience:
        'Für Führungskräfte, deren Teams agil arbeiten oder die agile Arbeitsweisen einführen möchten.',
      contents: [
        'Agile Werte und was sie für Führung bedeuten',
        'Entscheidungsspielräume festlegen',
        'Retrospektiven und Feedbackschleifen',
        'Die eigene Rolle neu definieren',
      ],
    },
    en: {
      title: 'Agile leadership',
      subtitle: 'Sharing responsibility, setting the frame',
      slug: 'agile-leadership',
      intro:
        'Self-organising teams do not need bosses who decide everything – but they do need leadership. You clarify what agile leadership means in practice and try out tools for more ownership in the team.',
      audience:
        'For managers whose teams work in an agile way or who want to introduce agile working.',
      contents: [
        'Agile values and what they mean for leadership',
        'Defining decision-making scope',
        'Retrospectives and feedback loops',
        'Redefining your own role',
      ],
    },
  },
  {
    code: 'VM-301',
    topics: ['veraenderung'],
    days: 3,
    de: {
      title: 'Change Management kompakt',
      subtitle: 'Veränderungsprojekte steuern',
      slug: 'change-management-kompakt',
      intro:
        'Größere Veränderungsprojekte brauchen einen Plan für Menschen, nicht nur für Meilensteine. Sie lernen die wichtigsten Werkzeuge des Change Managements und wenden sie auf ein eigenes Vorhaben an.',
      audience:
        'Für Projektleitungen, Führungskräfte und interne Beraterinnen und Berater, die Veränderungsprojekte verantworten.',
      contents: [
        'Umfeld- und Stakeholderanalyse',
        'Kommunikations- und Beteiligungsplan',
        'Veränderungsbereitschaft messen',
        'Nachhaltig verankern statt zurückfallen',
      ],
    },
    en: {
      title: 'Change management essentials',
      subtitle: 'Steering change projects',
      slug: 'change-management-essentials',
      intro:
        'Larger change projects need a plan for people, not just for milestones. You learn the key tools of change management and apply them to a project of your own.',
      audience:
        'For project leads, managers and internal consultants responsible for change projects.',
      contents: [
        'Context and stakeholder analysis',
        'Communication and involvement plan',
        'Measuring readiness for change',
        'Making change stick',
      ],
    },
  },
  {
    code: 'VM-302',
    topics: ['veraenderung'],
    days: 2,
    de: {
      title: 'Unternehmenskultur gestalten',
      subtitle: 'Werte, die im Alltag sichtbar werden',
      slug: 'unternehmenskultur-gestalten',
      intro:
        'Kultur zeigt sich nicht im Leitbild, sondern darin, wie Entscheidungen getroffen und Fehler behandelt werden. Sie untersuchen die Kultur Ihrer Organisation und entwickeln Ansatzpunkte, sie gezielt weiterzuentwickeln.',
      audience:
        'Für Führungskräfte der oberen Ebenen, Personalverantwortliche und Organisationsentwicklerinnen.',
      contents: [
        'Kultur sichtbar machen: Artefakte, Werte, Grundannahmen',
        'Führung als Kulturträger',
        'Fehler- und Lernkultur',
        'Kleine Hebel mit großer Wirkung',
      ],
    },
    en: {
      title: 'Shaping organisational culture',
      subtitle: 'Values that show in everyday work',
      slug: 'shaping-organisational-culture',
      intro:
        'Culture shows not in the mission statement but in how decisions are made and mistakes are handled. You examine your organisation’s culture and develop starting points for developing it deliberately.',
      audience: 'For senior managers, HR leads and organisational developers.',
      contents: [
        'Making culture visible: artefacts, values, assumptions',
        'Leaders as carriers of culture',
        'A culture of learning from mistakes',
        'Small levers with a big effect',
      ],
    },
  },
]
