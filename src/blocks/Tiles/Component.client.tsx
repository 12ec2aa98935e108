'use client'

import type React from 'react'

import { ShowMoreButton } from '@/components/ui/ShowMoreButton'
import { useShowMore } from '@/components/ui/useShowMore'

import { TILES_INITIAL, TILES_STEP } from './constants'

type Props = {
  /** The server-rendered tiles, in order. */
  tiles: { key: string; node: React.ReactNode }[]
  showMoreLabel: string
  listId: string
  describedBy?: string
}

/** Shows the first six tiles and six more per click; the button goes once all are shown. */
export function TileGrid({ tiles, showMoreLabel, listId, describedBy }: Props) {
  const { visible, showMore, hasMore, listRef } = useShowMore<HTMLUListElement>(
    tiles.length,
    TILES_INITIAL,
    TILES_STEP,
  )
  return (
    <>
      <ul ref={listRef} id={listId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {tiles.slice(0, visible).map((tile) => (
          <li key={tile.key} className="flex rounded-lg">
            {tile.node}
          </li>
        ))}
      </ul>
      {hasMore && (
        <ShowMoreButton
          onClick={showMore}
          label={showMoreLabel}
          controls={listId}
          describedBy={describedBy}
          className="mt-10 flex justify-center"
        />
      )}
    </>
  )
}
