/** Shapes of the demo catalogue data (topics, seminars, programmes, whitepapers, quick links). */

export type Localized = { de: string; en: string }

export const TOPIC_KEYS = [
  'fuehrung',
  'kommunikation',
  'konflikt',
  'veraenderung',
  'projekt',
  'verhandlung',
  'selbst',
  'personal',
] as const
export type TopicKey = (typeof TOPIC_KEYS)[number]

export type TopicSeed = {
  key: TopicKey
  order: number
  title: Localized
  slug: Localized
  description: Localized
}

/** One language of a seminar: the prose becomes the rich-text fields. */
export type SeminarText = {
  title: string
  subtitle: string
  slug: string
  /** First paragraph of the description. */
  intro: string
  /** The target group in one or two sentences. */
  audience: string
  /** Bullet points of the contents. */
  contents: string[]
}

export type SeminarSeed = {
  code: string
  /** The first topic is the main topic. */
  topics: TopicKey[]
  days: 1 | 2 | 3
  de: SeminarText
  en: SeminarText
}

/** Database ids of what the catalogue seed created or found, for the pages that show it. */
export type CatalogueIds = {
  topics: Record<TopicKey, number>
  /** Seminar ids by code. */
  seminars: Record<string, number>
  /** Location ids in the order of LOCATIONS; the first is the head office in Münster. */
  locations: number[]
  whitepapers: number[]
  programmes: number[]
}
