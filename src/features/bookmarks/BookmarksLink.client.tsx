'use client'

import { CountBadge } from '@/components/ui/CountBadge'

import { BookmarkIcon } from './BookmarkIcon'
import { useBookmarksCount } from './store'

/** Accessible names by count; '#' stands for the number ('Merkzettel, # Seminare'). */
export type BookmarksCountLabels = { zero: string; one: string; other: string }

type Props = { href: string; label: string; countLabels: BookmarksCountLabels; className?: string }

/** The link's name for a count. */
export function bookmarksCountLabel(count: number, labels: BookmarksCountLabels): string {
  const template = count === 0 ? labels.zero : count === 1 ? labels.one : labels.other
  return template.replace('#', String(count))
}

/** The header's bookmarks link with the number of bookmarked seminars; follows other tabs. */
export function BookmarksLink({ href, label, countLabels, className = 'inline-flex' }: Props) {
  const count = useBookmarksCount()
  return (
    <a
      href={href}
      aria-label={bookmarksCountLabel(count, countLabels)}
      title={label}
      className={`relative min-h-11 min-w-11 items-center justify-center rounded text-ink hover:text-brand ${className}`}
      data-testid="bookmarks-link"
    >
      <BookmarkIcon filled={false} />
      <CountBadge count={count} testId="bookmarks-count" />
    </a>
  )
}

/** The same link as a row of the mobile menu, with its text visible. */
export function BookmarksMenuLink({ href, label, countLabels }: Omit<Props, 'className'>) {
  const count = useBookmarksCount()
  return (
    <a
      href={href}
      aria-label={bookmarksCountLabel(count, countLabels)}
      className="flex items-center gap-3 rounded px-3 py-3 text-lg font-semibold hover:bg-section-blue"
    >
      <BookmarkIcon filled={false} />
      {label}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="min-w-6 rounded-full bg-brand px-1.5 text-center text-sm leading-6 font-bold text-white"
        >
          {count}
        </span>
      )}
    </a>
  )
}
