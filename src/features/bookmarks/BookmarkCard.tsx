import { SmartLink } from '@/components/ui/SmartLink'
import { SeminarCardHead } from '@/features/seminars/components/SeminarCardHead'
import { DATES_SECTION_ID } from '@/features/seminars/constants'
import type { SeminarSummary } from '@/features/seminars/types'

import { BookmarkToggle } from './BookmarkToggle.client'
import type { BookmarkTemplates, BookmarksListLabels } from './labels'
import { bookmarkToggleLabels } from './labels'

type Props = {
  seminar: SeminarSummary
  labels: BookmarksListLabels
  toggle: BookmarkTemplates
  onRemoved: (title: string) => void
}

/** A bookmarked seminar: title link, subtitle, next date and place, price, way to the dates, remove toggle. */
export function BookmarkCard({ seminar, labels, toggle, onRemoved }: Props) {
  const next = seminar.nextDate
  return (
    <article
      className="flex h-full flex-col rounded-lg border border-line bg-white p-6 shadow-sm"
      data-testid="bookmark-card"
    >
      <SeminarCardHead
        seminar={seminar}
        toggle={
          <BookmarkToggle
            seminarId={seminar.id}
            labels={bookmarkToggleLabels(toggle, seminar.title)}
            onChange={(bookmarked) => (bookmarked ? undefined : onRemoved(seminar.title))}
            className="-mt-2 -mr-2"
          />
        }
      />
      <dl className="mt-5 mb-6 grid gap-3 border-t border-line pt-4 text-sm">
        <div>
          <dt className="text-muted">{labels.nextDate}</dt>
          <dd className="font-semibold">
            {next ? `${next.period}${next.place ? ` · ${next.place}` : ''}` : labels.noDate}
          </dd>
        </div>
        {next && (
          <div>
            <dt className="text-muted">{labels.price}</dt>
            <dd>
              <span className="font-semibold">{next.priceLabel}</span>{' '}
              <span className="text-muted">{labels.priceNote}</span>
            </dd>
          </div>
        )}
      </dl>
      <SmartLink
        href={`${seminar.url}#${DATES_SECTION_ID}`}
        className="btn-primary mt-auto self-start"
      >
        {next ? labels.book : labels.toDates}
        <span className="sr-only">: {seminar.title}</span>
      </SmartLink>
    </article>
  )
}
