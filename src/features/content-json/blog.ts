import { type Locale, localizedUrl } from '@/i18n/locales'
import { relationId } from '@/lib/relations'
import type { BlogPost, BlogTopic } from '@/payload-types'

import { type ImageJson, imageJson } from './image'

/** A blog article (docs/behaviour/entities.md#blog-news). */
export type BlogArticleJson = {
  id: number
  title: string
  url: string
  /** The ids of its blog topics. */
  thema_ids: number[]
  /** The publication date (ISO 8601). */
  date: string
  /** Reading time in minutes; null when not given. */
  duration: number | null
  author: string
  image: ImageJson | null
  intro: string
}

/** A blog topic: the rep_blog block's filter pills. */
export type BlogTopicJson = { id: number; title: string }

/** An article as the blog cards show it. */
export function blogArticleJson(post: BlogPost, locale: Locale): BlogArticleJson {
  return {
    id: post.id,
    title: post.title,
    url: localizedUrl(locale, post.path ?? '/'),
    thema_ids: (post.topics ?? [])
      .map((topic) => relationId(topic))
      .filter((id): id is number => id !== null),
    date: post.date,
    duration: post.duration ?? null,
    author: post.author ?? '',
    image: imageJson(post.image),
    intro: post.intro,
  }
}

/** A blog topic with its id and title only. */
export function blogTopicJson(topic: BlogTopic): BlogTopicJson {
  return { id: topic.id, title: topic.title }
}
