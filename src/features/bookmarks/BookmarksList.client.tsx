'use client'

import { useEffect, useRef, useState } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import type { SeminarSummary } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'

import { BookmarkCard } from './BookmarkCard'
import { BOOKMARKS_API } from './constants'
import type { BookmarkTemplates, BookmarksListLabels } from './labels'
import { forgetBookmarks, useBookmarksStore, useHydratedBookmarks } from './store'

type Props = {
  locale: Locale
  seminarsUrl: string
  labels: BookmarksListLabels
  toggle: BookmarkTemplates
}

/** Asks the server for the cards of these seminars; it leaves out those that no longer exist. */
async function fetchSeminars(
  locale: Locale,
  ids: number[],
  signal: AbortSignal,
): Promise<SeminarSummary[]> {
  const response = await fetch(`${BOOKMARKS_API}?language=${locale}&ids=${ids.join(',')}`, {
    signal,
  })
  if (!response.ok) throw new Error(`Bookmarked seminars: HTTP ${response.status}`)
  const body = (await response.json()) as { seminars?: unknown }
  if (!Array.isArray(body.seminars)) throw new Error('Bookmarked seminars: unexpected answer')
  return body.seminars as SeminarSummary[]
}

/**
 * The bookmarks page's list: reads the stored ids, fetches the cards of those not yet asked for,
 * and quietly forgets seminars the server no longer knows. Removing moves focus to the heading,
 * because the card that had it is gone.
 */
export function BookmarksList({ locale, seminarsUrl, labels, toggle }: Props) {
  const hydrated = useHydratedBookmarks()
  const ids = useBookmarksStore((state) => state.seminarIds)
  const [known, setKnown] = useState<ReadonlyMap<number, SeminarSummary>>(new Map())
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set())
  const [failedKey, setFailedKey] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  const missingKey = hydrated ? ids.filter((id) => !asked.has(id)).join(',') : ''
  const failed = missingKey !== '' && failedKey === missingKey
  const loading = !hydrated || (missingKey !== '' && !failed)

  useEffect(() => {
    if (!missingKey || failedKey === missingKey) return
    const requested = missingKey.split(',').map(Number)
    const controller = new AbortController()
    fetchSeminars(locale, requested, controller.signal).then(
      (found) => {
        setKnown(
          (before) =>
            new Map([...before, ...found.map((seminar) => [seminar.id, seminar] as const)]),
        )
        setAsked((before) => new Set([...before, ...requested]))
        const gone = requested.filter((id) => !found.some((seminar) => seminar.id === id))
        useBookmarksStore.setState((state) => forgetBookmarks(state, gone))
      },
      () => {
        if (!controller.signal.aborted) setFailedKey(missingKey)
      },
    )
    return () => controller.abort()
  }, [locale, missingKey, failedKey])

  const seminars = ids
    .map((id) => known.get(id))
    .filter((seminar): seminar is SeminarSummary => Boolean(seminar))
  const count = (seminars.length === 1 ? labels.countOne : labels.countOther).replace(
    '#',
    String(seminars.length),
  )
  const onRemoved = (title: string) => {
    setMessage(toggle.removed.replaceAll('{title}', title))
    heading.current?.focus()
  }

  // Its empty state is alike the cart's by shape only: its own texts and link.
  return (
    <section
      aria-labelledby="bookmarks-list-title"
      aria-busy={loading}
      className="container-site pb-12 lg:pb-16"
      data-testid="bookmarks-list"
    >
      {/* Alike CartView's heading by markup only: each list focuses its own heading after a
         change. */}
      <h2
        id="bookmarks-list-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold md:text-3xl"
      >
        {labels.heading}
      </h2>
      <p role="status" className="mt-2 text-muted" data-testid="bookmarks-status">
        {loading
          ? labels.loading
          : failed
            ? ''
            : [message, seminars.length > 0 ? count : ''].filter(Boolean).join(' ')}
      </p>
      {failed && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-4 rounded-lg bg-section-grey p-6"
        >
          <p>{labels.failed}</p>
          <button type="button" onClick={() => setFailedKey(null)} className="btn-secondary">
            {labels.retry}
          </button>
        </div>
      )}
      {!loading && !failed && seminars.length === 0 && (
        <div className="mt-6 rounded-lg bg-section-grey p-6" data-testid="bookmarks-empty">
          <p className="text-lg font-semibold">{labels.empty}</p>
          <p className="mt-2 text-muted">{labels.emptyHint}</p>
          <SmartLink href={seminarsUrl} className="btn-primary mt-4">
            {labels.toSeminars}
          </SmartLink>
        </div>
      )}
      {seminars.length > 0 && (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {seminars.map((seminar) => (
            <li key={seminar.id}>
              <BookmarkCard
                seminar={seminar}
                labels={labels}
                toggle={toggle}
                onRemoved={onRemoved}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
