'use client'

import { ShowMoreButton } from '@/components/ui/ShowMoreButton'
import { useShowMore } from '@/components/ui/useShowMore'
import { DATES_PAGE_SIZE } from '@/features/seminars/constants'
import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'

import { DateRow, type DateRowLabels } from './DateRow'

export type DateListLabels = DateRowLabels & { showMore: string }

type Props = {
  dates: SeminarDateView[]
  locale: Locale
  labels: DateListLabels
  listId: string
  describedBy?: string
}

/** Date rows: five at first, five more per click; focus moves to the first new row. */
export function DateList({ dates, locale, labels, listId, describedBy }: Props) {
  const { visible, showMore, hasMore, listRef } = useShowMore<HTMLUListElement>(
    dates.length,
    DATES_PAGE_SIZE.initial,
    DATES_PAGE_SIZE.step,
  )
  return (
    <>
      <ul ref={listRef} id={listId} className="divide-y divide-line border-y border-line">
        {dates.slice(0, visible).map((date) => (
          <DateRow key={date.id} date={date} locale={locale} labels={labels} />
        ))}
      </ul>
      {/* Alike the Publications block's list end by markup only: ShowMoreButton is the shared
         part; each list has its own items and count. */}
      {hasMore && (
        <ShowMoreButton
          onClick={showMore}
          label={labels.showMore}
          controls={listId}
          describedBy={describedBy}
        />
      )}
    </>
  )
}
