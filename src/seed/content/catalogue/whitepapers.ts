import type { ImageKey } from '../../images'
import type { PdfBlock } from '@/lib/pdf'
import type { Localized } from './types'

/** A whitepaper: card texts per language, a generated thumbnail and the PDF's text per language. */
export type WhitepaperSeed = {
  /** Base of the PDF file names: `<file>-de.pdf`, `<file>-en.pdf`. */
  file: string
  thumbnail: ImageKey
  title: Localized
  description: Localized
  subtitle: Localized
  body: { de: PdfBlock[]; en: PdfBlock[] }
}

/** The four demo whitepapers (data only; fictional advice written for this demo). */
export const WHITEPAPERS: WhitepaperSeed[] = [
  {
    file: 'erste-100-tage',
    thumbnail: 'wpLeadership',
    title: { de: 'Die ersten 100 Tage als Führungskraft', en: 'Your first 100 days as a manager' },
    description: {
      de: 'Ein kompakter Fahrplan für den Start in die Führungsrolle: was Sie in den ersten Wochen klären, wen Sie sprechen und welche Fehler Sie vermeiden sollten.',
      en: 'A compact roadmap for starting out as a manager: what to clarify in the first weeks, whom to talk to and which mistakes to avoid.',
    },
    subtitle: { de: 'Ein Fahrplan für den Start', en: 'A roadmap for getting started' },
    body: {
      de: [
        'Die ersten Monate in einer neuen Führungsrolle sind eine besondere Zeit: Alle beobachten genau, wie Sie auftreten, zuhören und entscheiden. Dieser Leitfaden fasst zusammen, was sich in unseren Seminaren für neue Führungskräfte bewährt hat.',
        { heading: 'Wochen 1 bis 4: Zuhören und verstehen' },
        'Führen Sie mit jeder Person im Team ein Einzelgespräch. Fragen Sie, was gut läuft, was hindert und was man von Ihnen erwartet. Halten Sie sich mit Änderungen zurück, bis Sie die Zusammenhänge verstehen.',
        { heading: 'Wochen 5 bis 10: Klarheit schaffen' },
        'Vereinbaren Sie mit Ihrer eigenen Führungskraft, woran Ihr Erfolg gemessen wird. Formulieren Sie daraus wenige, verständliche Ziele für das Team und besprechen Sie, wie Sie zusammenarbeiten wollen.',
        { heading: 'Wochen 11 bis 14: Erste Akzente setzen' },
        'Wählen Sie ein oder zwei sichtbare Verbesserungen, die das Team selbst vorgeschlagen hat, und setzen Sie sie gemeinsam um. Nach 100 Tagen lohnt sich eine offene Rückschau: Was hat sich bewährt, was wollen wir ändern?',
      ],
      en: [
        'The first months in a new leadership role are a special time: everyone is watching closely how you act, listen and decide. This guide sums up what has proved its worth in our seminars for new managers.',
        { heading: 'Weeks 1 to 4: listen and understand' },
        'Hold a one-to-one with every person in the team. Ask what is going well, what gets in the way and what they expect from you. Hold back on changes until you understand how things fit together.',
        { heading: 'Weeks 5 to 10: create clarity' },
        'Agree with your own manager how your success will be measured. Turn this into a few understandable goals for the team and discuss how you want to work together.',
        { heading: 'Weeks 11 to 14: make your first mark' },
        'Choose one or two visible improvements the team itself has suggested and implement them together. After 100 days an open review pays off: what has worked, what do we want to change?',
      ],
    },
  },
  {
    file: 'schwierige-gespraeche',
    thumbnail: 'wpConversation',
    title: { de: 'Schwierige Gespräche vorbereiten', en: 'Preparing difficult conversations' },
    description: {
      de: 'Ein Leitfaden in fünf Schritten für Kritik-, Konflikt- und Trennungsgespräche – mit Formulierungshilfen und einer Checkliste für die Vorbereitung.',
      en: 'A five-step guide for critical, conflict and separation conversations – with phrasing tips and a preparation checklist.',
    },
    subtitle: { de: 'Ein Leitfaden in fünf Schritten', en: 'A guide in five steps' },
    body: {
      de: [
        'Schwierige Gespräche werden nicht leichter, wenn man sie aufschiebt. Mit einer guten Vorbereitung gewinnen Sie Sicherheit – und Ihr Gegenüber erlebt ein faires, klares Gespräch.',
        { heading: '1. Das Ziel klären' },
        'Was soll am Ende des Gesprächs anders sein? Formulieren Sie ein Ziel, das Sie selbst erreichen können, etwa „Sie kennt meine Erwartung und wir haben einen nächsten Schritt vereinbart“.',
        { heading: '2. Beobachtungen sammeln' },
        'Notieren Sie konkrete Situationen statt Urteile. „In den letzten drei Besprechungen kamen Sie 20 Minuten zu spät“ lässt sich besprechen; „Sie sind unzuverlässig“ führt in die Verteidigung.',
        { heading: '3. Den Einstieg vorbereiten' },
        'Kommen Sie nach einem kurzen Gruß zur Sache. Ein langer Small Talk erhöht die Anspannung nur. Sagen Sie offen, worum es geht und warum Ihnen das Gespräch wichtig ist.',
        { heading: '4. Zuhören und nachfragen' },
        'Geben Sie Ihrem Gegenüber Raum für seine Sicht. Fragen Sie nach, fassen Sie zusammen und prüfen Sie, ob Sie richtig verstanden haben.',
        { heading: '5. Vereinbaren und nachhalten' },
        'Halten Sie fest, wer was bis wann tut, und vereinbaren Sie einen Termin, an dem Sie gemeinsam prüfen, ob die Vereinbarung trägt.',
      ],
      en: [
        'Difficult conversations do not get easier when you put them off. Good preparation gives you confidence – and the other person experiences a fair, clear conversation.',
        { heading: '1. Clarify your aim' },
        'What should be different at the end of the conversation? Formulate an aim you can achieve yourself, such as “She knows what I expect and we have agreed a next step”.',
        { heading: '2. Collect observations' },
        'Note specific situations rather than judgements. “You arrived 20 minutes late for the last three meetings” can be discussed; “You are unreliable” leads to defensiveness.',
        { heading: '3. Prepare your opening' },
        'After a brief greeting, get to the point. Lengthy small talk only increases tension. Say openly what it is about and why the conversation matters to you.',
        { heading: '4. Listen and ask' },
        'Give the other person room for their view. Ask questions, summarise and check that you have understood correctly.',
        { heading: '5. Agree and follow up' },
        'Record who does what by when, and set a date on which you will check together whether the agreement holds.',
      ],
    },
  },
  {
    file: 'veraenderung-die-ankommt',
    thumbnail: 'wpChange',
    title: { de: 'Veränderung, die ankommt', en: 'Change that sticks' },
    description: {
      de: 'Fünf Fragen, die Sie vor jedem Veränderungsvorhaben beantworten sollten – damit aus einem guten Plan auch gelebte Praxis wird.',
      en: 'Five questions to answer before any change initiative – so that a good plan becomes everyday practice.',
    },
    subtitle: {
      de: 'Fünf Fragen vor jedem Change-Projekt',
      en: 'Five questions before any change project',
    },
    body: {
      de: [
        'Viele Veränderungen scheitern nicht am Konzept, sondern an der Umsetzung im Alltag. Die folgenden Fragen helfen Ihnen, typische Stolpersteine früh zu erkennen.',
        { heading: 'Warum jetzt?' },
        'Können Sie in zwei Sätzen erklären, warum die Veränderung nötig ist und warum gerade jetzt? Wenn nicht, werden es auch Ihre Mitarbeitenden nicht können.',
        { heading: 'Wer ist betroffen – und wer beteiligt?' },
        'Listen Sie die Gruppen auf, deren Arbeit sich ändert. Überlegen Sie, wie Sie deren Erfahrung nutzen können, bevor Entscheidungen endgültig sind.',
        { heading: 'Was bleibt gleich?' },
        'Menschen brauchen in Veränderungen Halt. Benennen Sie ausdrücklich, was sich nicht ändert – Werte, Ansprechpersonen, bewährte Abläufe.',
        { heading: 'Woran merken wir Fortschritt?' },
        'Vereinbaren Sie wenige, sichtbare Zwischenziele und feiern Sie, wenn sie erreicht sind.',
        { heading: 'Wer hält durch?' },
        'Veränderung braucht Ausdauer. Klären Sie, wer das Vorhaben auch dann noch vorantreibt, wenn die Aufmerksamkeit des Managements nachlässt.',
      ],
      en: [
        'Many changes fail not because of the concept but in everyday implementation. The following questions help you spot typical stumbling blocks early.',
        { heading: 'Why now?' },
        'Can you explain in two sentences why the change is necessary and why now? If you cannot, neither will your staff.',
        { heading: 'Who is affected – and who is involved?' },
        'List the groups whose work will change. Consider how you can use their experience before decisions are final.',
        { heading: 'What stays the same?' },
        'People need something to hold on to during change. Name explicitly what will not change – values, contacts, proven processes.',
        { heading: 'How will we notice progress?' },
        'Agree a few visible milestones and celebrate when they are reached.',
        { heading: 'Who will keep going?' },
        'Change takes stamina. Clarify who will keep driving the initiative even when management attention fades.',
      ],
    },
  },
  {
    file: 'hybride-teams',
    thumbnail: 'wpHybrid',
    title: { de: 'Hybride Teams führen', en: 'Leading hybrid teams' },
    description: {
      de: 'Spielregeln, Meetingformate und Routinen, mit denen Zusammenarbeit zwischen Büro und mobilem Arbeiten gelingt – aus der Praxis unserer Seminare.',
      en: 'Ground rules, meeting formats and routines that make collaboration between office and remote work succeed – drawn from our seminars.',
    },
    subtitle: { de: 'Spielregeln, die funktionieren', en: 'Ground rules that work' },
    body: {
      de: [
        'Hybride Arbeit ist für viele Teams selbstverständlich geworden. Damit sie gelingt, braucht es bewusste Absprachen – sonst entstehen Informationsgefälle und ein Team der zwei Geschwindigkeiten.',
        { heading: 'Gemeinsame Spielregeln' },
        'Vereinbaren Sie ausdrücklich, wann das Team gemeinsam im Büro ist, welche Kanäle wofür genutzt werden und wie schnell Antworten erwartet werden. Schreiben Sie die Regeln auf und überprüfen Sie sie nach drei Monaten.',
        { heading: 'Meetings für alle' },
        'Wenn eine Person zugeschaltet ist, sind alle zugeschaltet: Jede und jeder nimmt am eigenen Gerät teil. So haben alle dieselben Chancen, gehört zu werden.',
        { heading: 'Vertrauen statt Kontrolle' },
        'Führen Sie über Ergebnisse und regelmäßige, kurze Abstimmungen statt über Anwesenheit. Planen Sie zusätzlich Zeit für informellen Austausch ein – er entsteht auf Distanz nicht von selbst.',
      ],
      en: [
        'Hybrid work has become the norm for many teams. To make it work, explicit agreements are needed – otherwise information gaps and a two-speed team emerge.',
        { heading: 'Shared ground rules' },
        'Agree explicitly when the team is in the office together, which channels are used for what and how quickly replies are expected. Write the rules down and review them after three months.',
        { heading: 'Meetings for everyone' },
        'If one person joins remotely, everyone joins remotely: each person takes part on their own device. That way everyone has the same chance to be heard.',
        { heading: 'Trust instead of control' },
        'Lead by results and short, regular check-ins rather than by presence. Also plan time for informal exchange – at a distance it does not happen by itself.',
      ],
    },
  },
]
