import { SmartLink } from '@/components/ui/SmartLink'

/** A topic as the block shows it, with its seminars (seminarthema_seminare). */
export type TopicItem = {
  id: string
  title: string
  description: string
  url: string | null
  /** 'Alle Seminare zum Thema …', the link to the topic page. */
  linkLabel: string
  seminars: { seminar_title: string; seminar_url: string }[]
}

export type TopicLabels = { choose: string; seminars: string; noSeminars: string; tabs: string }

/** One topic's details: title, description, its seminars as links and the link to its page. */
export function TopicDetails({
  topic,
  labels,
  headingId,
}: {
  topic: TopicItem
  labels: TopicLabels
  headingId: string
}) {
  return (
    <div>
      <h3 id={headingId} className="text-xl font-semibold md:text-2xl">
        {topic.title}
      </h3>
      <p className="mt-3 max-w-3xl text-muted">{topic.description}</p>
      <h4 className="mt-6 font-semibold">{labels.seminars}</h4>
      {topic.seminars.length > 0 ? (
        <ul className="mt-2 divide-y divide-line border-y border-line">
          {topic.seminars.map((seminar) => (
            <li key={seminar.seminar_url}>
              <SmartLink
                href={seminar.seminar_url}
                className="flex min-h-11 items-center gap-2 py-2 font-medium text-brand underline-offset-2 hover:text-brand-darker hover:underline"
              >
                <span aria-hidden="true">›</span>
                {seminar.seminar_title}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{labels.noSeminars}</p>
      )}
      {topic.url && (
        <SmartLink href={topic.url} className="btn-secondary mt-6">
          {topic.linkLabel}
        </SmartLink>
      )}
    </div>
  )
}
