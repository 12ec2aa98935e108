import type React from 'react'

import { seatStatus } from '../format'

/** A value of a timetable row with its label (read out; shown only below 1024 px). */
export function Cell({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={`lg:col-span-1 ${className}`}>
      <dt className="text-sm text-muted lg:sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const SEAT_TONE = {
  free: 'text-ink',
  few: 'font-semibold text-amber-800',
  full: 'font-semibold text-muted',
} as const

/**
 * Seats left as every list shows them (seatStatus): nearly full dates stand out in bold amber,
 * fully booked ones say so; `data-seats` names the status for tests and styles.
 */
export function Seats({ left, text }: { left: number; text: string }) {
  const status = seatStatus(left)
  return (
    <span className={SEAT_TONE[status]} data-seats={status}>
      {text}
    </span>
  )
}
