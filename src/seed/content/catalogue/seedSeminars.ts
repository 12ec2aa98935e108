import type { Payload } from 'payload'

import type { ImageIds, ImageKey } from '../../images'
import { doc, p, ul } from '../../richText'
import type { DatePlan } from './dates'
import { TOPICS } from './topics'
import type { SeminarSeed, SeminarText, TopicKey } from './types'

const ctx = { disableRevalidate: true }
type Log = (line: string) => void
type Locale = 'de' | 'en'

/** The picture of each subject area, reused for its seminars' cards. */
const TOPIC_IMAGES: Record<TopicKey, ImageKey> = {
  fuehrung: 'seminarRoom',
  kommunikation: 'workshop',
  konflikt: 'coaching',
  veraenderung: 'path',
  projekt: 'charts',
  verhandlung: 'inhouse',
  selbst: 'skyline',
  personal: 'harbour',
}

const SCHEDULE: Record<Locale, Record<1 | 2 | 3, string>> = {
  de: {
    1: 'jeweils 9:00–17:00 Uhr',
    2: '1. Tag 9:30–17:30 Uhr, 2. Tag 9:00–16:30 Uhr',
    3: '1. Tag ab 10:00 Uhr, 3. Tag bis 15:30 Uhr',
  },
  en: {
    1: '9 am to 5 pm',
    2: 'Day 1 9:30 am to 5:30 pm, day 2 9 am to 4:30 pm',
    3: 'Day 1 from 10 am, day 3 until 3:30 pm',
  },
}

/** A second paragraph for each description, so the seminar pages do not all read alike. */
const METHOD: Record<Locale, string[]> = {
  de: [
    'Kurze Impulse wechseln sich mit Übungen in Kleingruppen und Rollenspielen ab. Sie arbeiten an eigenen Fällen und nehmen konkrete nächste Schritte mit.',
    'Die Gruppe ist auf zwölf Teilnehmende begrenzt. So bleibt viel Zeit für Ihre Fragen, für ehrliches Feedback und für den Austausch mit Kolleginnen und Kollegen aus anderen Branchen.',
    'Vier Wochen nach dem Seminar treffen Sie sich zu einer 90-minütigen Online-Sitzung wieder und tauschen Erfahrungen aus der Umsetzung aus.',
  ],
  en: [
    'Short inputs alternate with exercises in small groups and role plays. You work on your own cases and leave with concrete next steps.',
    'The group is limited to twelve participants, leaving plenty of time for your questions, honest feedback and exchange with peers from other industries.',
    'Four weeks after the seminar you meet again for a 90-minute online session to share your experience of putting it into practice.',
  ],
}

/** What participants take away, three lines per seminar in turn (fictional demo texts). */
const BENEFITS: Record<Locale, string[][]> = {
  de: [
    [
      'Sie führen schwierige Gespräche strukturiert und gelassen.',
      'Sie erkennen früh, wo Ihr Team Unterstützung braucht.',
      'Sie gehen mit einem Plan für Ihre nächsten drei Wochen nach Hause.',
    ],
    [
      'Sie setzen Prioritäten nach klaren Kriterien statt nach Dringlichkeit.',
      'Sie geben Feedback, das ankommt und wirkt.',
      'Sie kennen Werkzeuge, die Sie am Montag sofort einsetzen.',
    ],
    [
      'Sie verstehen, was hinter Widerständen steckt, und antworten passend.',
      'Sie bringen Besprechungen schneller zu Entscheidungen.',
      'Sie haben Ihr eigenes Vorgehen an echten Fällen erprobt.',
    ],
  ],
  en: [
    [
      'You handle difficult conversations in a structured, calm way.',
      'You see early where your team needs support.',
      'You go home with a plan for your next three weeks.',
    ],
    [
      'You set priorities by clear criteria instead of urgency.',
      'You give feedback that lands and works.',
      'You know tools you can use straight away on Monday.',
    ],
    [
      'You understand what lies behind resistance and respond to it.',
      'You bring meetings to decisions faster.',
      'You have tried your own approach on real cases.',
    ],
  ],
}

async function findOne(
  payload: Payload,
  collection: 'topics' | 'seminars',
  field: 'slug' | 'code',
  value: string,
): Promise<number | null> {
  const { docs } = await payload.find({
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
  return docs[0]?.id ?? null
}

/** Creates the topics that do not exist yet (matched by German slug); returns every topic's id. */
export async function seedTopics(
  payload: Payload,
  images: ImageIds,
  log: Log,
): Promise<{ ids: Record<TopicKey, number>; created: number }> {
  const ids = {} as Record<TopicKey, number>
  let created = 0
  for (const topic of TOPICS) {
    const existing = await findOne(payload, 'topics', 'slug', topic.slug.de)
    if (existing !== null) {
      ids[topic.key] = existing
      continue
    }
    const localized = (locale: Locale) => ({
      title: topic.title[locale],
      slug: topic.slug[locale],
      description: topic.description[locale],
      _status: 'published' as const,
    })
    const { id } = await payload.create({
      collection: 'topics',
      locale: 'de',
      data: { ...localized('de'), order: topic.order, image: images[TOPIC_IMAGES[topic.key]] },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'topics',
      id,
      locale: 'en',
      data: localized('en'),
      overrideAccess: true,
      context: ctx,
    })
    ids[topic.key] = id
    created++
    log(`  topic  ${topic.title.de}`)
  }
  return { ids, created }
}

function seminarData(seminar: SeminarSeed, text: SeminarText, locale: Locale, index: number) {
  return {
    title: text.title,
    subtitle: text.subtitle,
    slug: text.slug,
    schedule: SCHEDULE[locale][seminar.days],
    description: doc(p(text.intro), p(METHOD[locale][index % METHOD[locale].length] ?? '')),
    targetGroup: doc(p(text.audience)),
    contents: doc(ul(...text.contents)),
    benefits: doc(ul(...BENEFITS[locale][index % BENEFITS[locale].length])),
    _status: 'published' as const,
  }
}

/**
 * Creates the seminars that do not exist yet (matched by code), naming the trainers `trainersOf`
 * gives. Returns every seminar's id by code and the codes created in this run, whose dates are
 * then added.
 */
export async function seedSeminars(
  payload: Payload,
  seminars: SeminarSeed[],
  topicIds: Record<TopicKey, number>,
  images: ImageIds,
  log: Log,
  trainersOf: (seminar: SeminarSeed) => number[] = () => [],
): Promise<{ ids: Record<string, number>; createdCodes: Set<string> }> {
  const ids: Record<string, number> = {}
  const createdCodes = new Set<string>()
  for (const [index, seminar] of seminars.entries()) {
    const existing = await findOne(payload, 'seminars', 'code', seminar.code)
    if (existing !== null) {
      ids[seminar.code] = existing
      continue
    }
    const { id } = await payload.create({
      collection: 'seminars',
      locale: 'de',
      data: {
        ...seminarData(seminar, seminar.de, 'de', index),
        code: seminar.code,
        duration: seminar.days,
        // Every demo seminar is held in person with materials, meals and a certificate; every
        // third one adds the online follow-up its method text promises.
        included: [
          'unterlagen',
          'verpflegung',
          'zertifikat',
          ...(index % 3 === 2 ? ['nachtreffen' as const] : []),
        ],
        topics: seminar.topics.map((key) => topicIds[key]),
        trainers: trainersOf(seminar),
        image: images[TOPIC_IMAGES[seminar.topics[0] ?? 'fuehrung']],
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'seminars',
      id,
      locale: 'en',
      data: seminarData(seminar, seminar.en, 'en', index),
      overrideAccess: true,
      context: ctx,
    })
    ids[seminar.code] = id
    createdCodes.add(seminar.code)
    log(`  seminar ${seminar.code} ${seminar.de.title}`)
  }
  return { ids, createdCodes }
}

/** Creates the planned dates of the seminars created in this run. Returns how many were created. */
export async function seedDates(
  payload: Payload,
  plans: DatePlan[],
  seminarIds: Record<string, number>,
  locationIds: number[],
  log: Log,
): Promise<number> {
  let created = 0
  for (const plan of plans) {
    const seminar = seminarIds[plan.code]
    const online = plan.format === 'online'
    const location = online ? null : (locationIds[plan.location] ?? locationIds[0])
    if (seminar === undefined || location === undefined) continue
    const { id } = await payload.create({
      collection: 'seminar-dates',
      locale: 'de',
      data: {
        seminar,
        location,
        startDate: plan.startDate ?? null,
        endDate: plan.endDate ?? null,
        daysText: plan.daysText?.de ?? null,
        format: plan.format,
        onlineNote: plan.onlineNote?.de ?? null,
        price: plan.price,
        currency: plan.currency,
        seatsTotal: plan.seatsTotal,
        seatsTaken: plan.seatsTaken,
      },
      overrideAccess: true,
      context: ctx,
    })
    if (plan.daysText || plan.onlineNote) {
      await payload.update({
        collection: 'seminar-dates',
        id,
        locale: 'en',
        data: { daysText: plan.daysText?.en ?? null, onlineNote: plan.onlineNote?.en ?? null },
        overrideAccess: true,
        context: ctx,
      })
    }
    created++
  }
  if (created > 0) log(`  dates  ${created} seminar dates`)
  return created
}
