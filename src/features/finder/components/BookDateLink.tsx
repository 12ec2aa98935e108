import { DATES_SECTION_ID } from '@/features/seminars/constants'
import type { SeminarDateView } from '@/features/seminars/types'
import { BOOKING_ACTION } from '@/features/visitor-modals/constants'

/**
 * "Jetzt buchen" of a date in a list: to the seminar page's dates, marked as a booking action (no
 * visitor notice opens right after it), named for screen readers with the seminar and period.
 */
export function BookDateLink({ date, label }: { date: SeminarDateView; label: string }) {
  return (
    <a
      href={`${date.seminarUrl}#${DATES_SECTION_ID}`}
      {...BOOKING_ACTION}
      className="inline-flex min-h-11 items-center justify-self-start rounded bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
    >
      {label}
      <span className="sr-only">
        : {date.seminarTitle}, {date.period}
      </span>
    </a>
  )
}
