import type { TopicSeminarLink } from '@/features/seminars/page-queries'
import type { Topic } from '@/payload-types'

/** A seminar topic (docs/behaviour/entities.md#seminar-topic), plus its id. */
export type TopicJson = {
  seminarthema_id: number
  seminarthema_titel: string
  seminarthema_beschreibung: string
  /** Null while the topic has no page in this language. */
  seminarthema_url: string | null
  seminarthema_seminare: TopicSeminarLink[]
}

/** A topic with its published seminars as `{seminar_title, seminar_url}`. */
export function topicJson(
  topic: Pick<Topic, 'id' | 'title' | 'description'>,
  url: string | null,
  seminars: TopicSeminarLink[],
): TopicJson {
  return {
    seminarthema_id: topic.id,
    seminarthema_titel: topic.title,
    seminarthema_beschreibung: topic.description ?? '',
    seminarthema_url: url,
    seminarthema_seminare: seminars,
  }
}
