import {
  BookButton,
  NextDateFacts,
  SeminarCardHead,
} from '@/features/seminars/components/SeminarCardParts'
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

/**
 * A bookmarked seminar: title link, subtitle, next date and place, price, way to the dates, remove
 * toggle.
 */
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
        <NextDateFacts next={next} labels={labels} />
      </dl>
      <BookButton seminar={seminar} hasDate={Boolean(next)} labels={labels} />
    </article>
  )
}
