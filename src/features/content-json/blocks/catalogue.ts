import 'server-only'

import { getBlogList } from '@/features/blog/queries'
import { getLocations } from '@/features/locations/queries'
import { NEWS_LATEST_LIMIT } from '@/features/news/constants'
import { getLatestNews } from '@/features/news/queries'
import { getSeminarLinksByTopic } from '@/features/seminars/page-queries'
import {
  catalogueUrl,
  getSeminarSummaries,
  getTopics,
  getUpcomingDates,
} from '@/features/seminars/queries'
import { getWhitepapers } from '@/features/whitepapers/queries'
import { relationId } from '@/lib/relations'
import type { Location, News } from '@/payload-types'

import { blogArticleJson, blogTopicJson } from '../blog'
import { locationJson } from '../location'
import { newsJson } from '../news'
import { seminarCardJson } from '../seminar'
import { seminarDateJson } from '../seminar-date'
import { topicJson } from '../topic'
import { whitepaperJson } from '../whitepaper'

import type { BlockJsonMapper } from './types'

// These blocks list catalogue entities. Each reads them with the query its component uses, so
// the JSON holds what the page shows: published entries only, the editor's order, and the
// component's fallback ("empty: all", the latest news) when the editor chose none.

type Relation = number | { id: number } | null | undefined

function ids(values: Relation[] | null | undefined): number[] {
  return (values ?? []).map((value) => relationId(value)).filter((id): id is number => id !== null)
}

function populatedOnly<T extends { id: number }>(values: (number | T)[] | null | undefined): T[] {
  return (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)
}

export const seminarsJson: BlockJsonMapper<'seminare'> = async (block, locale) => {
  const seminars = await getSeminarSummaries(locale, { ids: ids(block.main_block_seminare) })
  return { ...block, main_block_seminare: seminars.map(seminarCardJson) }
}

export const topicsJson: BlockJsonMapper<'seminarthemen'> = async (block, locale) => {
  const published = await getTopics(locale)
  const chosen = ids(block.main_block_seminarthemen)
  const topics = chosen.length
    ? chosen.flatMap((id) => published.filter((topic) => topic.id === id))
    : published
  const links = await getSeminarLinksByTopic(
    locale,
    topics.map((topic) => topic.id),
  )
  return {
    ...block,
    main_block_seminarthemen: topics.map((topic) =>
      topicJson(topic, catalogueUrl(locale, topic.path), links[topic.id] ?? []),
    ),
  }
}

export const datesJson: BlockJsonMapper<'seminarort_termine'> = async (block, locale) => {
  const byTopic = block.main_block_termine_filter === 'thema'
  const placeId = relationId(block.main_block_seminarort)
  const topicId = relationId(block.main_block_seminarthema)
  const id = byTopic ? topicId : placeId
  const dates =
    id === null
      ? []
      : await getUpcomingDates(locale, byTopic ? { topicId: id } : { locationId: id })
  return {
    ...block,
    main_block_seminarort: placeId,
    main_block_seminarthema: topicId,
    termine: dates.map((date) => seminarDateJson(date)),
  }
}

export const whitepapersJson: BlockJsonMapper<'main_block_whitepapers'> = async (block, locale) => {
  const papers = await getWhitepapers(locale, ids(block.main_block_whitepapers))
  return { ...block, main_block_whitepapers: papers.map(whitepaperJson) }
}

export const locationsJson: BlockJsonMapper<'standorte'> = async (block, locale) => {
  const chosen = populatedOnly<Location>(block.main_block_standorte)
  const locations = chosen.length ? chosen : await getLocations(locale)
  return { ...block, main_block_standorte: locations.map(locationJson) }
}

export const newsListJson: BlockJsonMapper<'rep_aktuelles'> = async (block, locale) => {
  const chosen = populatedOnly<News>(block.main_block_aktuelles)
  const news = chosen.length ? chosen : await getLatestNews(locale, NEWS_LATEST_LIMIT)
  return { ...block, main_block_aktuelles: news.map(newsJson) }
}

export const blogJson: BlockJsonMapper<'rep_blog'> = async (block, locale) => {
  const { posts, topics } = await getBlogList(locale)
  return {
    ...block,
    main_block_blog_artikel: posts.map((post) => blogArticleJson(post, locale)),
    main_block_blog_themen: topics.map(blogTopicJson),
  }
}
