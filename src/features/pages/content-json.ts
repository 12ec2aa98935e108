import 'server-only'

import { BLOG_PATH_PREFIX } from '@/features/blog/constants'
import { getBlogPostByPath, getBlogPostUrls } from '@/features/blog/queries'
import { type BlogArticleJson, blogArticleJson } from '@/features/content-json/blog'
import { blocksJson } from '@/features/content-json/blocks'
import type { BlockJson } from '@/features/content-json/blocks/types'
import { type SeminarJson, seminarJson } from '@/features/content-json/seminar'
import { getSeminarRating } from '@/features/reviews/queries'
import { type SeminarDateJson, seminarDateJson } from '@/features/content-json/seminar-date'
import { type TopicJson, topicJson } from '@/features/content-json/topic'
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
import { getSiteSettings } from '@/features/site/queries'
import { type Locale, localizedUrl } from '@/i18n/locales'
import type { BlogPost } from '@/payload-types'

import { splitLocalePath } from './paths'
import {
  type Breadcrumb,
  getBlogTrail,
  getBreadcrumbs,
  getPageByPath,
  getPageUrls,
  type LocalizedUrls,
} from './queries'

/**
 * The page JSON of the content endpoint, with the catalogue lists the finder reads
 * (docs/behaviour/http-calls.md#page-data-endpoint; schemas in docs/behaviour/content-json/).
 */
export type PageJson = {
  id: number | string
  /** What lives at the path: a CMS page, a blog article, a seminar or a seminar topic. */
  type: 'page' | 'article' | 'seminar' | 'topic'
  title: string
  path: string
  locale: Locale
  blocks: BlockJson[]
  _urls: LocalizedUrls
  breadcrumbs: Breadcrumb[]
  seminarcodes: { seminarcode: string }[]
  seminarorte: { id: number; title: string; city: string }[]
  seminarthemen: { id: number; title: string; url: string | null }[]
  /** Seminar pages: the seminar (docs/behaviour/entities.md#seminar) with its dates. */
  seminar?: SeminarJson & { termine: SeminarDateJson[] }
  /** Topic pages: the topic (docs/behaviour/entities.md#seminar-topic). */
  seminarthema?: TopicJson
  /** Blog articles: the article (docs/behaviour/entities.md#blog-news) with its text. */
  blogartikel?: BlogArticleJson & { content: BlogPost['content'] }
}

type Resolved = Pick<
  PageJson,
  | 'id'
  | 'type'
  | 'title'
  | 'blocks'
  | '_urls'
  | 'breadcrumbs'
  | 'seminar'
  | 'seminarthema'
  | 'blogartikel'
>

async function resolvePage(locale: Locale, path: string): Promise<Resolved | null> {
  const page = await getPageByPath(locale, path)
  if (!page) return null
  const [urls, breadcrumbs, blocks] = await Promise.all([
    getPageUrls(page.id),
    getBreadcrumbs(locale, page.id),
    blocksJson(page.blocks ?? [], locale),
  ])
  return { id: page.id, type: 'page', title: page.title, blocks, _urls: urls, breadcrumbs }
}

async function resolveArticle(locale: Locale, path: string): Promise<Resolved | null> {
  if (!path.startsWith(BLOG_PATH_PREFIX)) return null
  const post = await getBlogPostByPath(locale, path)
  if (!post) return null
  const url = localizedUrl(locale, path)
  const [urls, trail] = await Promise.all([getBlogPostUrls(post.id), getBlogTrail(locale)])
  return {
    id: post.id,
    type: 'article',
    title: post.title,
    blocks: [],
    _urls: urls,
    breadcrumbs: [...trail, { title: post.title, url }],
    blogartikel: { ...blogArticleJson(post, locale), content: post.content ?? null },
  }
}

async function resolveSeminar(locale: Locale, path: string): Promise<Resolved | null> {
  if (!path.startsWith(SEMINAR_PATH_PREFIX[locale])) return null
  const seminar = await getSeminarByPath(locale, path)
  if (!seminar) return null
  const url = localizedUrl(locale, path)
  const [urls, breadcrumbs, dates, settings, rating] = await Promise.all([
    getCatalogueUrls('seminars', seminar.id),
    catalogueTrail(locale, [SEMINAR_PATH_PREFIX[locale]], { title: seminar.title, url }),
    getDatesOfSeminar(locale, seminar.id),
    getSiteSettings(locale),
    getSeminarRating(seminar.id),
  ])
  return {
    id: seminar.id,
    type: 'seminar',
    title: seminar.title,
    blocks: [],
    _urls: urls,
    breadcrumbs,
    seminar: {
      ...seminarJson({ ...seminar, url, rating: rating?.average ?? null }),
      termine: dates.map((date) => seminarDateJson(date, settings.onlineNote)),
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
    seminarthema: topicJson(topic, url, links[topic.id] ?? []),
  }
}

/**
 * The JSON of whatever lives at a path (CMS page, blog article, seminar, topic), or null for an
 * unknown path; published documents only.
 */
export async function getPageJson(rawPath: string): Promise<PageJson | null> {
  const { locale, path } = splitLocalePath(rawPath)
  const found =
    (await resolvePage(locale, path)) ??
    (await resolveArticle(locale, path)) ??
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
