'use client'

import { useEffect, useRef, useState } from 'react'

import { RatingStars } from '@/components/ui/RatingStars'

/** A published review as the list shows it, with its texts already in the page's language. */
export type ReviewCardView = {
  id: number
  stars: number
  starsLabel: string
  text: string
  /** The language the review was written in, which may differ from the page's. */
  language: 'de' | 'en'
  /** "Anna K." or the page's word for anonymous. */
  author: string
  /** When the seminar was attended and the review written. */
  meta: string
}

type Props = {
  reviews: ReviewCardView[]
  pageSize: number
  /** The badge every review carries. */
  verified: string
  /** Template with {count} and {total}. */
  showMore: string
}

/**
 * The reviews, newest first: a page of them, and a button that shows the next page and moves the
 * focus to the first review it added, so keyboard and screen-reader users continue reading there.
 */
export function ReviewList({ reviews, pageSize, verified, showMore }: Props) {
  const [shown, setShown] = useState(pageSize)
  const firstAdded = useRef<HTMLElement>(null)
  const [added, setAdded] = useState<number | null>(null)

  useEffect(() => {
    if (added !== null) firstAdded.current?.focus()
  }, [added])

  const visible = reviews.slice(0, shown)
  const more = () => {
    setAdded(shown)
    setShown(shown + pageSize)
  }
  return (
    <>
      <ul className="mt-8 space-y-6" data-testid="seminar-reviews">
        {visible.map((review, index) => (
          <li key={review.id}>
            <article
              ref={index === added ? firstAdded : undefined}
              tabIndex={index === added ? -1 : undefined}
              aria-labelledby={`review-${review.id}-author`}
              className="rounded-lg border border-line bg-white p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <RatingStars rating={review.stars} label={review.starsLabel} />
                <span className="rounded border border-green-700 px-2 text-sm font-semibold text-green-800">
                  {verified}
                </span>
              </div>
              <p lang={review.language} className="mt-3 leading-relaxed whitespace-pre-line">
                {review.text}
              </p>
              <p className="mt-3 text-sm text-muted">
                <span id={`review-${review.id}-author`} className="font-semibold text-ink">
                  {review.author}
                </span>{' '}
                · {review.meta}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {shown < reviews.length && (
        <button type="button" className="btn-secondary mt-6" onClick={more}>
          {showMore
            .replace('{count}', String(visible.length))
            .replace('{total}', String(reviews.length))}
        </button>
      )}
    </>
  )
}
