import type { ReactNode } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { BOOKING_ACTION } from '@/features/visitor-modals/constants'

import { DATES_SECTION_ID } from '../constants'
import type { SeminarDateView } from '../types'

type Titled = { url: string; title: string }

/** A seminar's title as its cards show it: a link to the seminar's page, underlined on hover. */
export function SeminarTitleLink({ seminar }: { seminar: Titled }) {
  return (
    <SmartLink href={seminar.url} className="underline-offset-2 hover:text-brand hover:underline">
      {seminar.title}
    </SmartLink>
  )
}

type Props = {
  seminar: Titled & { subtitle: string | null }
  heading?: 'h2' | 'h3'
  /** The bookmark toggle beside the title. */
  toggle: ReactNode
}

/**
 * The top of a seminar card: the title link with the bookmark toggle beside it, the subtitle below.
 */
export function SeminarCardHead({ seminar, heading: Heading = 'h3', toggle }: Props) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-xl leading-snug font-semibold">
          <SeminarTitleLink seminar={seminar} />
        </Heading>
        {toggle}
      </div>
      {seminar.subtitle && <p className="mt-2 text-muted">{seminar.subtitle}</p>}
    </>
  )
}

type DateLabels = { nextDate: string; noDate: string; price: string; priceNote: string }

/**
 * A card's next date and place (or that there is none) and, with a date, its price; `children`
 * (further facts) stand between the two.
 */
export function NextDateFacts({
  next,
  labels,
  dateClassName,
  children,
}: {
  next: SeminarDateView | null
  labels: DateLabels
  /** The next date's place in the card's grid (the seminar card gives it the full width). */
  dateClassName?: string
  children?: ReactNode
}) {
  return (
    <>
      <div className={dateClassName}>
        <dt className="text-muted">{labels.nextDate}</dt>
        <dd className="font-semibold">
          {next ? `${next.period}${next.place ? ` · ${next.place}` : ''}` : labels.noDate}
        </dd>
      </div>
      {children}
      {next && (
        <div>
          <dt className="text-muted">{labels.price}</dt>
          <dd>
            <span className="font-semibold">{next.priceLabel}</span>{' '}
            <span className="text-muted">{labels.priceNote}</span>
          </dd>
        </div>
      )}
    </>
  )
}

/** Where a card's book button leads: the dates section (#seminar-detail-section-termine). */
export function bookingUrl(seminarUrl: string): string {
  return `${seminarUrl}#${DATES_SECTION_ID}`
}

/**
 * The card's button to the seminar's dates: 'book' when it has a next date, else 'to the dates'.
 */
export function BookButton({
  seminar,
  hasDate,
  labels,
}: {
  seminar: { url: string; title: string }
  hasDate: boolean
  labels: { book: string; toDates: string }
}) {
  return (
    <SmartLink
      href={bookingUrl(seminar.url)}
      className="btn-primary mt-auto self-start"
      {...BOOKING_ACTION}
    >
      {hasDate ? labels.book : labels.toDates}
      <span className="sr-only">: {seminar.title}</span>
    </SmartLink>
  )
}
