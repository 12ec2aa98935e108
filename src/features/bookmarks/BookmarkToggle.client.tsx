'use client'

import { useState } from 'react'

import { BookmarkIcon } from './BookmarkIcon'
import type { BookmarkToggleLabels } from './labels'
import { toggleStoredBookmark, useIsBookmarked } from './store'

type Props = {
  seminarId: number
  labels: BookmarkToggleLabels
  /** Shows the short text next to the icon (seminar page); cards show the icon alone. */
  withText?: boolean
  /** Called after a click with the new state (the bookmarks list announces removals itself). */
  onChange?: (bookmarked: boolean) => void
  className?: string
}

/**
 * Bookmarks a seminar or removes it. A toggle button: its name stays the same and aria-pressed
 * tells the state (a name that flips with the state would contradict aria-pressed); the tooltip
 * and a polite status line say what happened.
 */
export function BookmarkToggle({
  seminarId,
  labels,
  withText = false,
  onChange,
  className = '',
}: Props) {
  const bookmarked = useIsBookmarked(seminarId)
  const [message, setMessage] = useState('')

  const toggle = async () => {
    const now = await toggleStoredBookmark(seminarId)
    setMessage(now ? labels.added : labels.removed)
    onChange?.(now)
  }

  // The filled icon shows the pressed state; both looks keep a 44 × 44 px target.
  const look = withText
    ? 'btn-secondary px-4'
    : 'min-h-11 min-w-11 justify-center rounded text-brand hover:bg-section-blue'
  return (
    <span className={`inline-flex shrink-0 ${className}`}>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={bookmarked}
        aria-label={labels.add}
        title={bookmarked ? labels.remove : labels.add}
        className={`inline-flex items-center gap-2 ${look}`}
        data-testid="bookmark-toggle"
      >
        <BookmarkIcon filled={bookmarked} />
        {withText && <span>{labels.short}</span>}
      </button>
      <span role="status" className="sr-only">
        {message}
      </span>
    </span>
  )
}
