import type { Payload } from 'payload'

import type { ImageIds, ImageKey } from '../images'
import { doc, h2, ol, p, type RichNode, ul } from '../richText'

const ctx = { disableRevalidate: true }

export const TOPICS = {
  leadership: { de: 'Führung', en: 'Leadership' },
  communication: { de: 'Kommunikation', en: 'Communication' },
  conflict: { de: 'Konflikte', en: 'Conflict' },
  self: { de: 'Selbstmanagement', en: 'Self-management' },
  change: { de: 'Veränderung', en: 'Change' },
} as const

type TopicKey = keyof typeof TOPICS

type ArticleText = { slug: string; title: string; intro: string; body: RichNode[] }

type ArticleSeed = {
  topics: TopicKey[]
  /** ISO day; stored as noon UTC so the day is the same in every European time zone. */
  date: string
  /** Reading time in minutes. */
  duration: number
  author: string
  image: ImageKey
  de: ArticleText
  en: ArticleText
}

/** Fourteen articles, newest first: more than the nine the rep_blog block shows before "show more". */
export const ARTICLES: ArticleSeed[] = [
  {
    topics: ['communication', 'leadership'],
    date: '2026-11-10',
    duration: 5,
    author: 'Katrin Lindner',
    image: 'coaching',
    de: {
      slug: 'feedback-das-ankommt',
      title: 'Feedback, das ankommt',
      intro:
        'Viele Führungskräfte geben zu selten Feedback – und wenn, dann zu spät oder zu allgemein. Drei Gewohnheiten helfen, dass Rückmeldungen gehört und genutzt werden.',
      body: [
        h2('Warum gut gemeintes Feedback oft verpufft'),
        p(
          'Ein „Das war gut“ im Vorbeigehen freut, hilft aber kaum weiter. Wer nicht weiß, *was* gut war, kann es nicht gezielt wiederholen. Umgekehrt wirkt Kritik, die erst im Jahresgespräch auftaucht, wie eine Abrechnung: Die Situation ist längst vergessen, übrig bleibt das Gefühl, ungerecht beurteilt zu werden.',
        ),
        h2('Konkret, zeitnah, mit Blick nach vorn'),
        p(
          'Wirksames Feedback beschreibt eine beobachtbare Situation, ihre Wirkung und einen Wunsch für die Zukunft: „In der Kundenpräsentation heute hast du die Einwände erst gesammelt und dann beantwortet. Dadurch wirkte das Gespräch ruhig und geordnet. Genau so würde ich es beim nächsten Termin wieder machen.“ Je kürzer der Abstand zur Situation, desto leichter fällt es beiden, über dasselbe zu sprechen.',
        ),
        p(
          'Bei kritischem Feedback gilt dasselbe Muster. Wer die **Wirkung** benennt, statt die Person zu bewerten, macht es dem Gegenüber leichter, zuzuhören, statt sich zu verteidigen.',
        ),
        h2('Feedback ist keine Einbahnstraße'),
        p(
          'Bitten Sie regelmäßig selbst um Rückmeldung – etwa am Ende einer Teambesprechung: „Was hat euch heute geholfen, was hat gebremst?“ Wer Feedback annimmt, ohne sich zu rechtfertigen, zeigt, dass es im Team erwünscht ist. Diese Haltung ist oft wirksamer als jede Technik.',
        ),
      ],
    },
    en: {
      slug: 'feedback-that-lands',
      title: 'Feedback that lands',
      intro:
        'Many managers give feedback too rarely – and when they do, it comes too late or is too vague. Three habits help your feedback to be heard and used.',
      body: [
        h2('Why well-meant feedback often fizzles out'),
        p(
          'A quick “well done” in passing is pleasant but hardly helps. If people do not know *what* went well, they cannot repeat it on purpose. Criticism that only surfaces in the annual review, on the other hand, feels like a reckoning: the situation is long forgotten, and all that remains is the sense of being judged unfairly.',
        ),
        h2('Specific, timely and forward-looking'),
        p(
          'Effective feedback describes an observable situation, its effect and a wish for the future: “In today’s client presentation you collected the objections first and then answered them. That made the conversation feel calm and orderly. I would do exactly the same at the next meeting.” The shorter the gap to the situation, the easier it is for both of you to talk about the same thing.',
        ),
        p(
          'Critical feedback follows the same pattern. Naming the **effect** rather than judging the person makes it easier for the other side to listen instead of defending themselves.',
        ),
        h2('Feedback is not a one-way street'),
        p(
          'Ask for feedback yourself on a regular basis – at the end of a team meeting, for instance: “What helped you today, and what held you back?” Accepting feedback without justifying yourself shows that it is welcome in the team. This attitude often achieves more than any technique.',
        ),
      ],
    },
  },
  {
    topics: ['leadership', 'change'],
    date: '2026-10-20',
    duration: 6,
    author: 'Sophie Wernicke',
    image: 'inhouse',
    de: {
      slug: 'hybride-teams-fuehren',
      title: 'Hybride Teams führen',
      intro:
        'Wenn ein Teil des Teams im Büro sitzt und der andere zu Hause, entstehen unbemerkt zwei Informationswelten. Wie Führungskräfte Nähe und Fairness herstellen, ohne alles zu kontrollieren.',
      body: [
        h2('Das Problem der zwei Flure'),
        p(
          'Im Büro werden Fragen auf dem Flur geklärt, Entscheidungen nebenbei vorbereitet und Stimmungen beiläufig wahrgenommen. Wer zu Hause arbeitet, bekommt davon wenig mit. Das ist niemandes Absicht – aber auf Dauer entsteht ein Gefälle, das sich bei Projektvergaben, Beförderungen und im Gefühl der Zugehörigkeit zeigt.',
        ),
        h2('Verabredungen statt Zufall'),
        p(
          'Hybride Teams brauchen ausdrücklich, was in Präsenzteams von selbst passiert. Legen Sie gemeinsam fest, welche Themen schriftlich festgehalten werden, wann alle gleichzeitig erreichbar sind und wofür sich das Team bewusst vor Ort trifft – zum Beispiel für Planung, Konfliktklärung und zum Feiern.',
        ),
        ul(
          '**Besprechungen:** Ist eine Person online, nehmen alle von ihrem eigenen Gerät aus teil.',
          '**Entscheidungen:** Sie werden im gemeinsamen Kanal festgehalten, nicht nur auf dem Flur getroffen.',
          '**Einzelgespräche:** Sie finden regelmäßig statt, egal wo jemand arbeitet.',
        ),
        h2('Vertrauen zeigt sich in Ergebnissen'),
        p(
          'Die Versuchung ist groß, Anwesenheit durch den Online-Status zu ersetzen. Hilfreicher ist es, über Ziele und Ergebnisse zu sprechen und Unterstützung anzubieten, wo es hakt. Wer spürt, dass seine Arbeit gesehen wird, braucht keinen grünen Punkt als Beweis.',
        ),
      ],
    },
    en: {
      slug: 'leading-hybrid-teams',
      title: 'Leading hybrid teams',
      intro:
        'When part of the team sits in the office and the rest works from home, two separate worlds of information develop unnoticed. How managers create closeness and fairness without controlling everything.',
      body: [
        h2('The problem of two corridors'),
        p(
          'In the office, questions are settled in the corridor, decisions are prepared on the side and moods are picked up in passing. People working from home miss most of this. Nobody intends it – but over time a gap opens up that shows in who gets which project, who is promoted and who feels they belong.',
        ),
        h2('Agreements instead of chance'),
        p(
          'Hybrid teams need to arrange explicitly what happens by itself in teams that share an office. Agree together which topics are recorded in writing, when everyone is available at the same time and what the team deliberately meets in person for – planning, resolving conflicts and celebrating, for example.',
        ),
        ul(
          '**Meetings:** if one person is online, everyone joins from their own device.',
          '**Decisions:** they are recorded in the shared channel, not just made in the corridor.',
          '**One-to-ones:** they take place regularly, wherever someone works.',
        ),
        h2('Trust shows in results'),
        p(
          'It is tempting to replace presence with online status. It is more helpful to talk about goals and results and to offer support where things get stuck. People who feel that their work is seen do not need a green dot as proof.',
        ),
      ],
    },
  },
  {
    topics: ['conflict', 'communication'],
    date: '2026-09-29',
    duration: 7,
    author: 'Katrin Lindner',
    image: 'workshop',
    de: {
      slug: 'schwieriges-gespraech-vorbereiten',
      title: 'Das schwierige Gespräch vorbereiten',
      intro:
        'Leistungsprobleme, Beschwerden, eine unpopuläre Entscheidung: Manche Gespräche schieben wir vor uns her. Eine gute Vorbereitung nimmt ihnen den Schrecken – für beide Seiten.',
      body: [
        h2('Klarheit über das eigene Ziel'),
        p(
          'Bevor Sie einen Termin ansetzen, beantworten Sie für sich eine Frage: Was soll nach dem Gespräch anders sein? „Ich will, dass er endlich versteht …“ ist kein Ziel, sondern ein Wunsch. „Wir vereinbaren, wie die Berichte künftig pünktlich kommen“ lässt sich dagegen überprüfen.',
        ),
        h2('Beobachtungen sammeln, Deutungen prüfen'),
        p(
          'Notieren Sie konkrete Situationen: Was ist wann passiert, und was war die Folge? Trennen Sie das sorgfältig von Ihren Vermutungen über die Gründe. Vielleicht steckt hinter den verspäteten Berichten kein Desinteresse, sondern eine Überlastung, von der Sie nichts wissen.',
        ),
        h2('Den Einstieg planen – und dann zuhören'),
        p(
          'Die ersten zwei Sätze entscheiden über den Ton. Kommen Sie ohne lange Vorrede zum Punkt und laden Sie dann ausdrücklich zur Sicht des anderen ein. Nehmen Sie sich ausreichend Zeit und wählen Sie einen Raum, in dem niemand mithört.',
        ),
        p(
          'Halten Sie das Ergebnis schriftlich fest und vereinbaren Sie ein kurzes Folgegespräch nach zwei bis drei Wochen. Das zeigt, dass Ihnen die Vereinbarung ernst ist – und gibt beiden Seiten die Gelegenheit, nachzusteuern.',
        ),
      ],
    },
    en: {
      slug: 'preparing-a-difficult-conversation',
      title: 'Preparing a difficult conversation',
      intro:
        'Performance problems, complaints, an unpopular decision: some conversations we keep putting off. Good preparation takes the dread out of them – for both sides.',
      body: [
        h2('Be clear about your own goal'),
        p(
          'Before you schedule the meeting, answer one question for yourself: what should be different after the conversation? “I want him to finally understand …” is not a goal but a wish. “We agree on how the reports will arrive on time from now on” is something you can check.',
        ),
        h2('Collect observations, test interpretations'),
        p(
          'Write down specific situations: what happened when, and what followed? Keep this carefully apart from your assumptions about the reasons. Perhaps the late reports are not a sign of indifference but of an overload you know nothing about.',
        ),
        h2('Plan the opening – and then listen'),
        p(
          'The first two sentences set the tone. Get to the point without a long preamble and then explicitly invite the other person’s view. Allow enough time and choose a room where nobody can overhear you.',
        ),
        p(
          'Record the outcome in writing and arrange a short follow-up two or three weeks later. It shows that you take the agreement seriously – and gives both sides the chance to adjust.',
        ),
      ],
    },
  },
  {
    topics: ['self'],
    date: '2026-09-02',
    duration: 4,
    author: 'Jonas Albers',
    image: 'charts',
    de: {
      slug: 'prioritaeten-setzen-wenn-alles-wichtig-ist',
      title: 'Prioritäten setzen, wenn alles wichtig ist',
      intro:
        'Der Kalender ist voll, das Postfach auch, und jede Anfrage scheint dringend. Wer führt, muss vor allem entscheiden, was liegen bleiben darf.',
      body: [
        h2('Dringend ist nicht wichtig'),
        p(
          'Dringende Aufgaben melden sich von selbst – per Mail, Telefon oder an der Bürotür. Wichtige Aufgaben dagegen sind oft leise: das Entwicklungsgespräch, die Planung für das nächste Jahr, die Einarbeitung der neuen Kollegin. Sie geraten unter die Räder, weil nie ein Moment kommt, in dem sie lauter sind als der Rest.',
        ),
        h2('Feste Zeiten für das Wesentliche'),
        p(
          'Ein einfacher Schritt: Blocken Sie jede Woche feste Zeiten für wichtige, aber nicht dringende Aufgaben und behandeln Sie diese Termine wie eine Verabredung mit einem Kunden. Ein kurzer Wochenrückblick am Freitag hilft zu prüfen, ob die Zeit wirklich dafür genutzt wurde.',
        ),
        h2('Nein sagen, ohne die Beziehung zu belasten'),
        p(
          'Prioritäten setzen heißt auch, den Prioritäten anderer nicht automatisch zu folgen. Ein „Nicht jetzt, aber am Donnerstag“ oder „Dafür müsste ich das Angebot für Kunde X verschieben – was ist Ihnen wichtiger?“ macht Zielkonflikte sichtbar, statt sie stillschweigend auf die eigenen Abende zu verlagern.',
        ),
      ],
    },
    en: {
      slug: 'setting-priorities-when-everything-matters',
      title: 'Setting priorities when everything matters',
      intro:
        'The calendar is full, so is the inbox, and every request seems urgent. Above all, leaders have to decide what may be left undone.',
      body: [
        h2('Urgent is not the same as important'),
        p(
          'Urgent tasks announce themselves – by email, by phone or at your office door. Important tasks, by contrast, are often quiet: the development review, next year’s planning, the onboarding of a new colleague. They fall by the wayside because there is never a moment when they are louder than everything else.',
        ),
        h2('Fixed time for what matters'),
        p(
          'A simple step: block fixed slots every week for important but not urgent tasks and treat them like an appointment with a client. A short weekly review on Friday helps you check whether the time was really used for them.',
        ),
        h2('Saying no without straining the relationship'),
        p(
          'Setting priorities also means not automatically following other people’s priorities. “Not now, but on Thursday” or “For that I would have to postpone the quote for client X – which matters more to you?” makes conflicting goals visible instead of quietly shifting them into your evenings.',
        ),
      ],
    },
  },
  {
    topics: ['change', 'conflict'],
    date: '2026-08-11',
    duration: 6,
    author: 'Prof. Dr. Henrik Brandt',
    image: 'path',
    de: {
      slug: 'widerstand-als-information',
      title: 'Widerstand als Information',
      intro:
        'Wenn ein Team eine Veränderung ablehnt, liegt der Gedanke nahe, es „mitnehmen“ oder „überzeugen“ zu müssen. Oft lohnt es sich mehr, erst einmal genau hinzuhören.',
      body: [
        h2('Was hinter dem Widerstand steckt'),
        p(
          'Widerstand ist selten grundsätzliche Ablehnung. Häufig steckt dahinter die Sorge, etwas zu verlieren – Kompetenz, Einfluss, vertraute Abläufe – oder das Gefühl, nicht gefragt worden zu sein. Manchmal weist er auch auf ein echtes fachliches Problem hin, das in der Planung übersehen wurde.',
        ),
        h2('Fragen statt Argumente'),
        p(
          'Statt weitere Argumente für die Veränderung zu sammeln, fragen Sie: „Was genau macht Ihnen Sorgen?“ und „Was müsste passieren, damit es funktioniert?“ Die Antworten liefern oft wertvolle Hinweise für die Umsetzung.',
        ),
        p(
          'Und die Erfahrung, gehört zu werden, verändert die Haltung meist stärker als jede noch so gute Präsentation.',
        ),
        h2('Klar sein, wo nichts zu verhandeln ist'),
        p(
          'Zuhören heißt nicht, alles zur Disposition zu stellen. Sagen Sie offen, welche Entscheidungen feststehen und wo das Team mitgestalten kann. Diese Klarheit schafft Vertrauen, während scheinbare Beteiligung ohne echten Spielraum den Widerstand nur verstärkt.',
        ),
      ],
    },
    en: {
      slug: 'resistance-as-information',
      title: 'Resistance as information',
      intro:
        'When a team rejects a change, it is tempting to think you need to “bring them along” or “win them over”. It is often more worthwhile to listen closely first.',
      body: [
        h2('What lies behind resistance'),
        p(
          'Resistance is rarely outright rejection. Often there is a fear of losing something – expertise, influence, familiar routines – or the feeling of not having been asked. Sometimes it also points to a genuine technical problem that was overlooked during planning.',
        ),
        h2('Questions instead of arguments'),
        p(
          'Instead of gathering more arguments for the change, ask: “What exactly worries you?” and “What would need to happen for this to work?” The answers often provide valuable pointers for the implementation.',
        ),
        p(
          'And the experience of being heard usually changes attitudes more than even the best presentation.',
        ),
        h2('Be clear about what is not negotiable'),
        p(
          'Listening does not mean putting everything up for debate. Say openly which decisions have been made and where the team can help shape things. This clarity builds trust, whereas apparent participation without any real room for manoeuvre only increases resistance.',
        ),
      ],
    },
  },
  {
    topics: ['leadership', 'self'],
    date: '2026-07-14',
    duration: 8,
    author: 'Jonas Albers',
    image: 'seminarRoom',
    de: {
      slug: 'die-ersten-100-tage-als-fuehrungskraft',
      title: 'Die ersten 100 Tage als Führungskraft',
      intro:
        'Die neue Rolle ist da, die Erwartungen sind hoch – die eigenen und die der anderen. Wie Sie die ersten Monate nutzen, um anzukommen, statt sofort alles zu verändern.',
      body: [
        h2('Erst verstehen, dann verändern'),
        p(
          'Die Versuchung ist groß, gleich in den ersten Wochen Zeichen zu setzen. Doch wer Abläufe ändert, bevor er ihre Gründe kennt, verspielt Vertrauen. Nutzen Sie die erste Zeit für Gespräche: mit jedem Teammitglied einzeln, mit Ihrer eigenen Führungskraft und mit den wichtigsten Schnittstellen.',
        ),
        h2('Erwartungen ausdrücklich klären'),
        p(
          'Fragen Sie Ihre Vorgesetzte oder Ihren Vorgesetzten, woran Ihr Erfolg nach einem Jahr gemessen wird. Und erzählen Sie Ihrem Team, wie Sie arbeiten: Wie möchten Sie informiert werden? Wann sind Sie erreichbar? Was ist Ihnen wichtig? Das erspart allen Seiten monatelanges Rätselraten.',
        ),
        h2('Kleine Erfolge und eigener Rückhalt'),
        p(
          'Suchen Sie sich nach etwa sechs Wochen ein oder zwei Themen, bei denen Sie mit überschaubarem Aufwand spürbar helfen können – ein lästiger Prozess, ein fehlendes Werkzeug, eine unklare Zuständigkeit.',
        ),
        p(
          `Und organisieren Sie sich selbst Unterstützung: eine Mentorin, eine Gruppe für kollegiale Beratung oder ein Coaching. Führung ist anspruchsvoll genug, um sie nicht allein lernen zu müssen.`,
        ),
      ],
    },
    en: {
      slug: 'your-first-100-days-as-a-manager',
      title: 'Your first 100 days as a manager',
      intro:
        'The new role has arrived and expectations are high – your own and everyone else’s. How to use the first months to settle in rather than change everything at once.',
      body: [
        h2('Understand first, then change'),
        p(
          'It is tempting to make your mark in the very first weeks. But changing processes before you know why they exist costs trust. Use the early days for conversations: with each team member individually, with your own manager and with the most important interfaces.',
        ),
        h2('Clarify expectations explicitly'),
        p(
          'Ask your manager how your success will be measured after a year. And tell your team how you work: how would you like to be kept informed? When can people reach you? What matters to you? This saves everyone months of guesswork.',
        ),
        h2('Small wins and support of your own'),
        p(
          'After about six weeks, pick one or two issues where you can make a noticeable difference with manageable effort – an annoying process, a missing tool, an unclear responsibility.',
        ),
        p(
          'And organise support for yourself: a mentor, a peer consulting group or a coach. Leadership is demanding enough that you should not have to learn it alone.',
        ),
      ],
    },
  },
  {
    topics: ['communication', 'self'],
    date: '2026-06-16',
    duration: 5,
    author: 'Sophie Wernicke',
    image: 'workshop',
    de: {
      slug: 'besprechungen-die-sich-lohnen',
      title: 'Besprechungen, die sich lohnen',
      intro:
        'Viele Führungskräfte verbringen mehr als die Hälfte ihrer Arbeitszeit in Besprechungen. Schon wenige Regeln machen aus Pflichtterminen Treffen, die Ergebnisse bringen.',
      body: [
        h2('Jede Besprechung braucht einen Zweck'),
        p(
          'Soll informiert, beraten oder entschieden werden? Die Frage klingt banal, doch viele Besprechungen scheitern daran, dass die Teilnehmenden unterschiedliche Antworten darauf haben. Schreiben Sie den Zweck in die Einladung – und prüfen Sie, ob sich reine Informationen nicht auch schriftlich teilen lassen.',
        ),
        h2('Die richtigen Leute, die richtige Länge'),
        ul(
          'Laden Sie nur ein, wer etwas beitragen oder entscheiden muss.',
          'Planen Sie 25 oder 50 statt 30 oder 60 Minuten – die Pause dazwischen tut allen gut.',
          'Beginnen Sie pünktlich, auch wenn noch jemand fehlt.',
        ),
        p(
          'Wer nur für einen Tagesordnungspunkt gebraucht wird, kommt dazu und geht danach wieder. Das ist kein Affront, sondern Wertschätzung für die Zeit der anderen.',
        ),
        h2('Ergebnisse festhalten'),
        p(
          'Die letzten fünf Minuten gehören der Frage: Wer macht was bis wann? Ein kurzes Protokoll mit diesen drei Angaben genügt meist. Das nächste Treffen beginnt mit einem Blick auf diese Liste – so wird sichtbar, dass Besprechungen zu etwas führen.',
        ),
      ],
    },
    en: {
      slug: 'meetings-worth-having',
      title: 'Meetings worth having',
      intro:
        'Many managers spend more than half of their working time in meetings. A few simple rules turn obligatory appointments into meetings that produce results.',
      body: [
        h2('Every meeting needs a purpose'),
        p(
          'Is the aim to inform, to discuss or to decide? The question sounds trivial, yet many meetings fail because participants would answer it differently. Put the purpose in the invitation – and check whether pure information could just as well be shared in writing.',
        ),
        h2('The right people, the right length'),
        ul(
          'Only invite those who need to contribute or decide.',
          'Plan 25 or 50 minutes instead of 30 or 60 – everyone benefits from the break in between.',
          'Start on time, even if someone is still missing.',
        ),
        p(
          'Anyone needed for only one agenda item joins for that item and leaves afterwards. That is not a slight but respect for other people’s time.',
        ),
        h2('Record the results'),
        p(
          'The last five minutes belong to one question: who does what by when? A short record with these three details is usually enough. The next meeting starts with a look at this list – which makes it visible that meetings lead somewhere.',
        ),
      ],
    },
  },
  {
    topics: ['leadership'],
    date: '2026-05-19',
    duration: 7,
    author: 'Dr. Miriam Köster',
    image: 'tower',
    de: {
      slug: 'fuehren-ohne-weisungsbefugnis',
      title: 'Führen ohne Weisungsbefugnis',
      intro:
        'Projektleitungen, Koordinatorinnen und Fachexperten sollen Ergebnisse erreichen, ohne Vorgesetzte der Beteiligten zu sein. Was laterale Führung ausmacht – und wie sie gelingt.',
      body: [
        h2('Einfluss statt Anweisung'),
        p(
          'Wer lateral führt, kann nichts anordnen. Stattdessen wirken drei Quellen von Einfluss: **Verständigung** (ein gemeinsames Bild von Ziel und Lage), **Vertrauen** (die Erfahrung, dass man sich aufeinander verlassen kann) und **Macht** im weiteren Sinn – etwa Fachwissen, Zugang zu Informationen oder ein gutes Netzwerk.',
        ),
        h2('Interessen kennen'),
        p(
          'Jede beteiligte Abteilung verfolgt eigene Ziele, die nicht gegen das Projekt gerichtet sein müssen, aber mit ihm konkurrieren. Wer diese Interessen kennt, kann Lösungen vorschlagen, bei denen beide Seiten gewinnen. Fragen Sie früh: „Was brauchen Sie, damit Ihr Team Zeit für unser Projekt hat?“',
        ),
        h2('Rückhalt organisieren'),
        p(
          'Laterale Führung braucht einen klaren Auftrag. Klären Sie mit Ihrer Auftraggeberin oder Ihrem Auftraggeber, was Sie selbst entscheiden dürfen und wann Sie eskalieren.',
        ),
        p(
          'Eine Eskalation ist dabei kein Scheitern, sondern ein vereinbarter Weg, Zielkonflikte dorthin zu bringen, wo sie gelöst werden können.',
        ),
      ],
    },
    en: {
      slug: 'leading-without-authority',
      title: 'Leading without authority',
      intro:
        'Project managers, coordinators and experts are expected to deliver results without being the line manager of those involved. What lateral leadership is about – and how to make it work.',
      body: [
        h2('Influence instead of instruction'),
        p(
          'When you lead laterally, you cannot give orders. Instead, three sources of influence come into play: **understanding** (a shared picture of goal and situation), **trust** (the experience that you can rely on each other) and **power** in a broader sense – expertise, access to information or a good network.',
        ),
        h2('Know the interests'),
        p(
          'Every department involved pursues its own goals, which need not be directed against the project but do compete with it. If you know these interests, you can propose solutions where both sides win. Ask early on: “What do you need so that your team has time for our project?”',
        ),
        h2('Secure backing'),
        p(
          'Lateral leadership needs a clear mandate. Agree with your sponsor what you may decide yourself and when you escalate.',
        ),
        p(
          'Escalation is not a failure but an agreed way of taking conflicting goals to where they can be resolved.',
        ),
      ],
    },
  },
  {
    topics: ['conflict'],
    date: '2026-04-21',
    duration: 6,
    author: 'Katrin Lindner',
    image: 'loft',
    de: {
      slug: 'konflikte-im-team-frueh-erkennen',
      title: 'Konflikte im Team früh erkennen',
      intro:
        'Die meisten Konflikte kündigen sich an, lange bevor sie eskalieren. Wer die Signale kennt, kann eingreifen, solange ein Gespräch noch genügt.',
      body: [
        h2('Leise Signale'),
        p(
          'Typische Frühzeichen sind nicht laute Auseinandersetzungen, sondern Rückzug: Jemand sagt in Besprechungen nichts mehr, Informationen fließen nur noch schriftlich, beim Mittagessen bilden sich feste Grüppchen. Auch ungewohnter Sarkasmus oder plötzliche Förmlichkeit – „Wie in meiner E-Mail vom Dienstag bereits erwähnt …“ – können Hinweise sein.',
        ),
        h2('Ansprechen, ohne zu urteilen'),
        p(
          'Sprechen Sie Ihre Beobachtung im Einzelgespräch offen an: „Mir ist aufgefallen, dass … Wie erlebst du das?“ Vermeiden Sie es, vorschnell Partei zu ergreifen oder den Konflikt selbst lösen zu wollen. Oft genügt es, dass die Beteiligten merken: Es ist in Ordnung, über Spannungen zu sprechen.',
        ),
        h2('Wann Unterstützung sinnvoll ist'),
        p(
          'Wenn sich die Beteiligten nicht mehr direkt austauschen, persönliche Abwertungen zunehmen oder Sie selbst Teil des Konflikts sind, ist eine neutrale Moderation sinnvoll – durch die Personalabteilung, eine Kollegin aus einem anderen Bereich oder eine externe Mediation.',
        ),
      ],
    },
    en: {
      slug: 'spotting-team-conflict-early',
      title: 'Spotting team conflict early',
      intro:
        'Most conflicts announce themselves long before they escalate. If you know the signals, you can step in while a conversation is still enough.',
      body: [
        h2('Quiet signals'),
        p(
          'Typical early signs are not loud arguments but withdrawal: someone stops speaking up in meetings, information only flows in writing, fixed cliques form at lunch. Unusual sarcasm or sudden formality – “As already mentioned in my email of Tuesday …” – can also be clues.',
        ),
        h2('Raise it without judging'),
        p(
          'Mention what you have observed openly in a one-to-one: “I have noticed that … How do you see it?” Avoid taking sides too quickly or trying to solve the conflict yourself. Often it is enough for those involved to realise that it is fine to talk about tension.',
        ),
        h2('When support makes sense'),
        p(
          'If those involved no longer talk to each other directly, personal put-downs increase or you yourself are part of the conflict, neutral facilitation makes sense – by HR, a colleague from another department or an external mediator.',
        ),
      ],
    },
  },
  {
    topics: ['change', 'communication'],
    date: '2026-03-24',
    duration: 6,
    author: 'Prof. Dr. Henrik Brandt',
    image: 'skyline',
    de: {
      slug: 'veraenderung-erklaeren',
      title: 'Veränderung erklären: Warum das Wie zählt',
      intro:
        'Eine Umstrukturierung, ein neues System, veränderte Zuständigkeiten: Führungskräfte müssen Entscheidungen vermitteln, die sie nicht immer selbst getroffen haben. Worauf es dabei ankommt.',
      body: [
        h2('Das Warum vor dem Was'),
        p(
          'Menschen können Veränderungen leichter annehmen, wenn sie den Anlass verstehen. Erklären Sie, welches Problem gelöst werden soll und was passiert, wenn alles bleibt, wie es ist. Eine gute Begründung ersetzt keine Zustimmung, aber sie macht die Entscheidung nachvollziehbar.',
        ),
        h2('Ehrlich über Unsicherheit sprechen'),
        p(
          'Oft sind zu Beginn noch nicht alle Details klar. Das zuzugeben ist besser als beschwichtigende Floskeln. Sagen Sie, was feststeht, was noch offen ist und wann Sie mehr wissen werden – und halten Sie diese Zusage ein.',
        ),
        h2('Den eigenen Standpunkt klären'),
        p(
          'Wenn Sie eine Entscheidung selbst kritisch sehen, müssen Sie das nicht verbergen. Glaubwürdig ist: „Ich hätte mir einen anderen Weg gewünscht, aber ich verstehe die Gründe, und ich werde die Umsetzung unterstützen.“',
        ),
        p(
          'Wer dagegen offen gegen eine Entscheidung arbeitet, die er vertreten soll, schwächt am Ende auch die eigene Rolle im Team.',
        ),
      ],
    },
    en: {
      slug: 'explaining-change',
      title: 'Explaining change: why the how matters',
      intro:
        'A restructuring, a new system, changed responsibilities: managers have to communicate decisions they did not always make themselves. What matters when you do.',
      body: [
        h2('The why before the what'),
        p(
          'People find it easier to accept change when they understand the reason for it. Explain which problem is to be solved and what happens if everything stays as it is. A good reason does not replace agreement, but it makes the decision understandable.',
        ),
        h2('Be honest about uncertainty'),
        p(
          'At the start, not every detail is usually settled. Admitting this is better than soothing platitudes. Say what has been decided, what is still open and when you will know more – and keep that promise.',
        ),
        h2('Clarify your own position'),
        p(
          'If you have doubts about a decision yourself, you do not have to hide them. What sounds credible is: “I would have preferred a different route, but I understand the reasons, and I will support the implementation.”',
        ),
        p(
          'Openly working against a decision you are supposed to represent, on the other hand, ultimately weakens your own role in the team.',
        ),
      ],
    },
  },
  {
    topics: ['leadership', 'conflict'],
    date: '2026-02-24',
    duration: 7,
    author: 'Jonas Albers',
    image: 'villa',
    de: {
      slug: 'vom-kollegen-zur-chefin',
      title: 'Vom Kollegen zur Chefin – Führung im eigenen Team',
      intro:
        'Gestern noch gemeinsam in der Kaffeeküche, heute Vorgesetzte: Der Aufstieg im eigenen Team ist eine besondere Herausforderung. Wie der Rollenwechsel gelingt, ohne Freundschaften zu verspielen.',
      body: [
        h2('Die neue Rolle offen ansprechen'),
        p(
          'Tun Sie nicht so, als hätte sich nichts geändert. Sprechen Sie den Wechsel im Team und in Einzelgesprächen an: Was bleibt gleich, was ändert sich? Viele ehemalige Kolleginnen und Kollegen sind erleichtert, wenn die Unsicherheit ausgesprochen wird.',
        ),
        h2('Nähe und Distanz neu austarieren'),
        p(
          'Freundschaften müssen nicht enden, aber sie verändern sich. Sie entscheiden künftig über Beurteilungen, Gehaltsentwicklung und die Verteilung von Aufgaben. Gleiche Maßstäbe für alle sind deshalb wichtiger als je zuvor – und manches, was früher beim Feierabendbier besprochen wurde, gehört jetzt ins Büro.',
        ),
        h2('Mit enttäuschten Mitbewerbern umgehen'),
        p(
          'Wenn sich auch andere aus dem Team auf die Stelle beworben haben, suchen Sie früh das Gespräch. Würdigen Sie deren Erfahrung und fragen Sie, wie sie sich künftig einbringen möchten. Aus einem Konkurrenten kann so eine wichtige Stütze werden.',
        ),
      ],
    },
    en: {
      slug: 'from-colleague-to-boss',
      title: 'From colleague to boss – leading your former peers',
      intro:
        'Yesterday you shared the coffee kitchen, today you are their manager: being promoted within your own team is a special challenge. How to handle the change of role without sacrificing friendships.',
      body: [
        h2('Address the new role openly'),
        p(
          'Do not pretend that nothing has changed. Talk about the change in the team and in one-to-ones: what stays the same, what is different? Many former colleagues are relieved when the uncertainty is put into words.',
        ),
        h2('Rebalance closeness and distance'),
        p(
          'Friendships need not end, but they do change. From now on you decide on appraisals, pay development and who gets which tasks. Applying the same standards to everyone is therefore more important than ever – and some things that used to be discussed over an after-work drink now belong in the office.',
        ),
        h2('Dealing with disappointed fellow applicants'),
        p(
          'If others in the team also applied for the position, talk to them early on. Acknowledge their experience and ask how they would like to contribute in future. In this way a rival can become an important ally.',
        ),
      ],
    },
  },
  {
    topics: ['self'],
    date: '2026-01-27',
    duration: 4,
    author: 'Prof. Dr. Henrik Brandt',
    image: 'harbour',
    de: {
      slug: 'pausen-sind-fuehrungsarbeit',
      title: 'Pausen sind Führungsarbeit',
      intro:
        'Wer ständig erreichbar ist und Pausen ausfallen lässt, setzt nicht nur die eigene Gesundheit aufs Spiel. Führungskräfte prägen mit ihrem Verhalten auch, was im Team als normal gilt.',
      body: [
        h2('Erholung ist keine Schwäche'),
        p(
          'Konzentration ist eine begrenzte Ressource. Nach 60 bis 90 Minuten intensiver Arbeit lässt sie spürbar nach, Fehler nehmen zu, Entscheidungen werden kurzsichtiger. Kurze Pausen – ein Gang ums Haus, ein Glas Wasser am Fenster – bringen mehr zurück, als sie kosten.',
        ),
        h2('Das eigene Vorbild'),
        p(
          'Mails um Mitternacht, Mittagessen am Schreibtisch, Urlaub mit Laptop: Auch wenn Sie das niemandem abverlangen, wirkt Ihr Verhalten wie eine stille Erwartung. Wer möchte, dass sich das Team erholt, muss es sichtbar vormachen – und Nachrichten am Abend zum Beispiel zeitversetzt verschicken.',
        ),
        h2('Vereinbarungen im Team'),
        p(
          'Sprechen Sie im Team darüber, wann Erreichbarkeit wirklich nötig ist und wann nicht. Klare Absprachen, etwa zu Antwortzeiten oder zur Vertretung im Urlaub, entlasten alle – und machen Pausen zu etwas Selbstverständlichem statt zu einer Frage des Mutes.',
        ),
      ],
    },
    en: {
      slug: 'breaks-are-leadership-work',
      title: 'Breaks are leadership work',
      intro:
        'If you are always available and skip your breaks, you put more than your own health at risk. Through their behaviour, managers also shape what the team considers normal.',
      body: [
        h2('Recovery is not a weakness'),
        p(
          'Concentration is a limited resource. After 60 to 90 minutes of intensive work it declines noticeably, mistakes increase and decisions become more short-sighted. Short breaks – a walk around the building, a glass of water by the window – give back more than they cost.',
        ),
        h2('Leading by example'),
        p(
          'Emails at midnight, lunch at the desk, holidays with a laptop: even if you never ask this of anyone, your behaviour acts as an unspoken expectation. If you want your team to recover, you have to do it visibly yourself – and, for instance, schedule evening messages to be sent the next morning.',
        ),
        h2('Agreements within the team'),
        p(
          'Talk with your team about when being reachable is really necessary and when it is not. Clear agreements, for example on response times or cover during holidays, take pressure off everyone – and make breaks a matter of course rather than a question of courage.',
        ),
      ],
    },
  },
  {
    topics: ['communication'],
    date: '2025-12-09',
    duration: 5,
    author: 'Dr. Miriam Köster',
    image: 'coaching',
    de: {
      slug: 'zuhoeren-als-fuehrungsinstrument',
      title: 'Zuhören als Führungsinstrument',
      intro:
        'Führungskräfte werden oft daran gemessen, wie gut sie reden. Dabei ist Zuhören mindestens ebenso wirksam – wenn man es richtig macht.',
      body: [
        h2('Zuhören heißt nicht schweigen'),
        p(
          'Aktives Zuhören zeigt sich in Nachfragen, im Zusammenfassen und im Aushalten von Pausen. „Habe ich richtig verstanden, dass …?“ signalisiert Interesse und verhindert Missverständnisse. Wer zuhört, um zu verstehen – und nicht, um zu antworten –, erfährt mehr über Probleme, Ideen und Stimmungen im Team.',
        ),
        h2('Die eigene Lösung zurückhalten'),
        p(
          'Gerade erfahrene Führungskräfte kennen die Antwort oft schon nach zwei Sätzen. Sie sofort zu geben, nimmt dem Gegenüber jedoch die Chance, selbst darauf zu kommen. Eine offene Frage wie „Was hast du schon überlegt?“ fördert Eigenverantwortung und bringt manchmal eine bessere Lösung hervor.',
        ),
        h2('Gelegenheiten schaffen'),
        p(
          'Zuhören braucht Gelegenheiten: regelmäßige Einzelgespräche, eine offene Tür zu festen Zeiten, ein „Wie geht es dir mit dem Projekt?“ ohne Zeitdruck. Wer solche Räume schafft, erfährt von Schwierigkeiten, solange sie noch klein sind.',
        ),
      ],
    },
    en: {
      slug: 'listening-as-a-leadership-tool',
      title: 'Listening as a leadership tool',
      intro:
        'Managers are often judged by how well they speak. Yet listening is at least as effective – if you do it well.',
      body: [
        h2('Listening is not the same as staying silent'),
        p(
          'Active listening shows in follow-up questions, in summarising and in tolerating pauses. “Have I understood correctly that …?” signals interest and prevents misunderstandings. If you listen in order to understand – not in order to reply – you learn more about problems, ideas and moods in the team.',
        ),
        h2('Hold back your own solution'),
        p(
          'Experienced managers in particular often know the answer after two sentences. Giving it straight away, however, robs the other person of the chance to get there themselves. An open question such as “What have you considered so far?” encourages ownership and sometimes produces a better solution.',
        ),
        h2('Create opportunities'),
        p(
          'Listening needs opportunities: regular one-to-ones, an open door at set times, a “How are you getting on with the project?” without time pressure. If you create such spaces, you hear about difficulties while they are still small.',
        ),
      ],
    },
  },
  {
    topics: ['leadership', 'self'],
    date: '2025-11-11',
    duration: 6,
    author: 'Sophie Wernicke',
    image: 'inhouse',
    de: {
      slug: 'delegieren-ohne-schlechtes-gewissen',
      title: 'Delegieren ohne schlechtes Gewissen',
      intro:
        '„Bis ich das erklärt habe, habe ich es selbst erledigt.“ Der Satz ist verständlich – und auf Dauer einer der größten Engpässe in Teams. Wie Delegieren entlastet und zugleich Menschen entwickelt.',
      body: [
        h2('Was sich delegieren lässt'),
        p(
          'Fast alles, was nicht ausdrücklich Führungsaufgabe ist, kann jemand anderes übernehmen – oft sogar besser, weil näher am Thema. Gut geeignet sind wiederkehrende Aufgaben, fachliche Fragen und Aufgaben, an denen jemand wachsen kann. Nicht delegierbar sind Mitarbeitergespräche, Beurteilungen und vertrauliche Personalthemen.',
        ),
        h2('Klar übergeben'),
        p('Ein guter Auftrag klärt Ziel, Rahmen und Entscheidungsspielraum:'),
        ol(
          'Was soll am Ende herauskommen – und woran erkennen wir, dass es gelungen ist?',
          'Bis wann, mit welchen Mitteln, und wer muss beteiligt werden?',
          'Was darf die Person selbst entscheiden, und wann möchten Sie informiert werden?',
        ),
        h2('Loslassen lernen'),
        p(
          'Die größte Hürde liegt oft bei der Führungskraft selbst: Das Ergebnis wird anders aussehen, als man es selbst gemacht hätte. Anders ist aber nicht schlechter. Wer zurückfragt, statt zu korrigieren, und Fehler als Lerngelegenheit behandelt, gewinnt auf Dauer Zeit – und ein Team, das Verantwortung übernimmt.',
        ),
      ],
    },
    en: {
      slug: 'delegating-without-a-guilty-conscience',
      title: 'Delegating without a guilty conscience',
      intro:
        '“By the time I have explained it, I could have done it myself.” An understandable thought – and in the long run one of the biggest bottlenecks in teams. How delegating takes the load off you and develops people at the same time.',
      body: [
        h2('What can be delegated'),
        p(
          'Almost everything that is not explicitly a leadership task can be taken on by someone else – often even better, because they are closer to the subject. Recurring tasks, technical questions and tasks someone can grow with are well suited. Appraisal talks, performance reviews and confidential personnel matters cannot be delegated.',
        ),
        h2('Hand over clearly'),
        p('A good assignment clarifies goal, scope and room for decisions:'),
        ol(
          'What should the result be – and how will we know it has worked?',
          'By when, with what resources, and who needs to be involved?',
          'What may the person decide on their own, and when would you like to be informed?',
        ),
        h2('Learning to let go'),
        p(
          'The biggest hurdle often lies with the manager: the result will look different from what you would have produced yourself. But different is not worse. If you ask questions instead of correcting and treat mistakes as a chance to learn, you gain time in the long run – and a team that takes responsibility.',
        ),
      ],
    },
  },
]

const find = <C extends 'blog-topics' | 'blog-posts'>(
  payload: Payload,
  collection: C,
  field: string,
  value: string,
) =>
  payload.find({
    collection,
    where: { [field]: { equals: value } },
    locale: 'de',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })

/** Creates the blog topics that do not exist yet (matched by their German title) and returns every topic's id. */
async function seedTopics(
  payload: Payload,
  log: (line: string) => void,
): Promise<{ ids: Record<TopicKey, number>; created: number }> {
  const ids = {} as Record<TopicKey, number>
  let created = 0
  for (const key of Object.keys(TOPICS) as TopicKey[]) {
    const topic = TOPICS[key]
    const existing = (await find(payload, 'blog-topics', 'title', topic.de)).docs[0]
    if (existing) {
      ids[key] = existing.id
      continue
    }
    const saved = await payload.create({
      collection: 'blog-topics',
      locale: 'de',
      data: { title: topic.de },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'blog-topics',
      id: saved.id,
      locale: 'en',
      data: { title: topic.en },
      overrideAccess: true,
      context: ctx,
    })
    ids[key] = saved.id
    created++
    log(`  topic  ${topic.de}`)
  }
  return { ids, created }
}

/**
 * Creates the blog topics and the published articles that do not exist yet (topics matched by
 * their German title, articles by their German slug). Returns how many documents were created.
 */
export async function seedBlog(
  payload: Payload,
  images: ImageIds,
  log: (line: string) => void,
): Promise<number> {
  const topics = await seedTopics(payload, log)
  let created = topics.created
  for (const article of ARTICLES) {
    if ((await find(payload, 'blog-posts', 'slug', article.de.slug)).docs.length > 0) continue
    const post = await payload.create({
      collection: 'blog-posts',
      locale: 'de',
      data: {
        title: article.de.title,
        slug: article.de.slug,
        intro: article.de.intro,
        content: doc(...article.de.body),
        topics: article.topics.map((key) => topics.ids[key]),
        date: `${article.date}T12:00:00.000Z`,
        duration: article.duration,
        author: article.author,
        image: images[article.image],
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'en',
      data: {
        title: article.en.title,
        slug: article.en.slug,
        intro: article.en.intro,
        content: doc(...article.en.body),
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    created++
    log(`  post   /blog/${article.de.slug}/`)
  }
  return created
}
