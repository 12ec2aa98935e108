'use client'

import { ShowMoreButton } from '@/components/ui/ShowMoreButton'
import { useShowMore } from '@/components/ui/useShowMore'

import { PUBLICATIONS_INITIAL, PUBLICATIONS_STEP } from './constants'

export type PublicationRow = { key: string; author: string; title: string }

type Props = {
  rows: PublicationRow[]
  labels: { showMore: string; author: string }
  listId: string
  describedBy?: string
}

/** Author and title rows: five at first, ten more per click; the button goes once all are shown. */
export function PublicationList({ rows, labels, listId, describedBy }: Props) {
  const { visible, showMore, hasMore, listRef } = useShowMore<HTMLUListElement>(
    rows.length,
    PUBLICATIONS_INITIAL,
    PUBLICATIONS_STEP,
  )
  return (
    <>
      <ul
        ref={listRef}
        id={listId}
        className="divide-y divide-current/20 border-y border-current/20"
      >
        {rows.slice(0, visible).map((row) => (
          <li
            key={row.key}
            className="grid gap-1 py-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-8"
          >
            <p>
              <span className="sr-only">{labels.author} </span>
              {row.author}
            </p>
            <p className="font-semibold">{row.title}</p>
          </li>
        ))}
      </ul>
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
