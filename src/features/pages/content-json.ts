import 'server-only'

import { SEMINAR_PATH_PREFIX, TOPIC_PATH_PREFIX } from '@/features/seminars/constants'
import { catalogueTrail } from '@/features/seminars/components/trail'
import { getSeminarLinksByTopic } from '@/features/seminars/page-queries'
import {
  catalogueUrl,
  getCatalogueUrls,
  getDatesOfSeminar,
  getSeminarByPath,
  getSeminarCodes,
  getSeminarPlaces,
  getTopicByPath,
  getTopics,
} from '@/features/seminars/queries'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { formatRating } from '@/lib/rating'

import { splitLocalePath } from './paths'
import {
  type Breadcrumb,
  getBreadcrumbs,
  getPageByPath,
  getPageUrls,
  type LocalizedUrls,
} from './queries'

/**
 * The page JSON of the content endpoint, with the catalogue lists the finder reads
 * (docs/behaviour/http-calls.md#page-data-endpoint).
 */
export type PageJson = {
  id: number | string
  /** What lives at the path: a CMS page, a seminar or a seminar topic. */
  type: 'page' | 'seminar' | 'topic'
  title: string
  path: string
  locale: Locale
  blocks: unknown[]
  _urls: LocalizedUrls
  breadcrumbs: Breadcrumb[]
  seminarcodes: { seminarcode: string }[]
  seminarorte: { id: number; title: string; city: string }[]
  seminarthemen: { id: number; title: string; url: string | null }[]
  /** Seminar pages: the seminar in the field names of docs/behaviour/entities.md#seminar. */
  seminar?: Record<string, unknown>
  /** Topic pages: the topic in the field names of docs/behaviour/entities.md#seminar-topic. */
  seminarthema?: Record<string, unknown>
}

type Resolved = Pick<
  PageJson,
  'id' | 'type' | 'title' | 'blocks' | '_urls' | 'breadcrumbs' | 'seminar' | 'seminarthema'
>

async function resolvePage(locale: Locale, path: string): Promise<Resolved | null> {
  const page = await getPageByPath(locale, path)
  if (!page) return null
  const [urls, breadcrumbs] = await Promise.all([
    getPageUrls(page.id),
    getBreadcrumbs(locale, page.id),
  ])
  return {
    id: page.id,
    type: 'page',
    title: page.title,
    blocks: page.blocks ?? [],
    _urls: urls,
    breadcrumbs,
  }
}

async function resolveSeminar(locale: Locale, path: string): Promise<Resolved | null> {
  if (!path.startsWith(SEMINAR_PATH_PREFIX[locale])) return null
  const seminar = await getSeminarByPath(locale, path)
  if (!seminar) return null
  const url = localizedUrl(locale, path)
  const [urls, breadcrumbs, dates] = await Promise.all([
    getCatalogueUrls('seminars', seminar.id),
    catalogueTrail(locale, [SEMINAR_PATH_PREFIX[locale]], { title: seminar.title, url }),
    getDatesOfSeminar(locale, seminar.id),
  ])
  return {
    id: seminar.id,
    type: 'seminar',
    title: seminar.title,
    blocks: [],
    _urls: urls,
    breadcrumbs,
    seminar: {
      seminar_id: seminar.id,
      seminar_code: seminar.code,
      seminar_titel: seminar.title,
      seminar_untertitel: seminar.subtitle ?? '',
      seminar_rating_durchschnitt:
        typeof seminar.rating === 'number' ? formatRating(seminar.rating, 'de') : '',
      seminar_url: url,
      termine: dates.map((date) => ({
        id: date.id,
        title: date.seminarTitle,
        seminartermin: { tage: date.period, ort: date.place },
        seminargebuehr: date.priceLabel,
        freie_plaetze: date.seatsLeft,
        url: `${date.seminarUrl}#seminar-detail-section-termine`,
      })),
    },
  }
}

// Alike resolveSeminar by shape only: each reads its own catalogue entry and builds its own JSON.
async function resolveTopic(locale: Locale, path: string): Promise<Resolved | null> {
  if (!path.startsWith(TOPIC_PATH_PREFIX[locale])) return null
  const topic = await getTopicByPath(locale, path)
  if (!topic) return null
  const url = localizedUrl(locale, path)
  const [urls, breadcrumbs, links] = await Promise.all([
    getCatalogueUrls('topics', topic.id),
    catalogueTrail(locale, [SEMINAR_PATH_PREFIX[locale]], { title: topic.title, url }),
    getSeminarLinksByTopic(locale, [topic.id]),
  ])
  return {
    id: topic.id,
    type: 'topic',
    title: topic.title,
    blocks: [],
    _urls: urls,
    breadcrumbs,
    seminarthema: {
      seminarthema_titel: topic.title,
      seminarthema_beschreibung: topic.description,
      seminarthema_url: url,
      seminarthema_seminare: links[topic.id] ?? [],
    },
  }
}

/** The JSON of whatever lives at a path (CMS page, seminar, topic), or null for an unknown path. */
export async function getPageJson(rawPath: string): Promise<PageJson | null> {
  const { locale, path } = splitLocalePath(rawPath)
  const found =
    (await resolvePage(locale, path)) ??
    (await resolveSeminar(locale, path)) ??
    (await resolveTopic(locale, path))
  if (!found) return null
  const [codes, places, topics] = await Promise.all([
    getSeminarCodes(),
    getSeminarPlaces(locale),
    getTopics(locale),
  ])
  return {
    ...found,
    path,
    locale,
    seminarcodes: codes.map((seminarcode) => ({ seminarcode })),
    seminarorte: places.map((place) => ({
      id: place.id,
      title: place.standort_titel,
      city: place.standort_ort,
    })),
    seminarthemen: topics.map((topic) => ({
      id: topic.id,
      title: topic.title,
      url: catalogueUrl(locale, topic.path),
    })),
  }
}
