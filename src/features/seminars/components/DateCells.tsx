import type React from 'react'

import { FEW_SEATS_LEFT } from '../constants'

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

/** Seats left; nearly full dates stand out in bold amber, fully booked ones say so. */
export function Seats({ left, text }: { left: number; text: string }) {
  const tone =
    left === 0
      ? 'font-semibold text-muted'
      : left <= FEW_SEATS_LEFT
        ? 'font-semibold text-amber-800'
        : 'text-ink'
  return (
    <span
      className={tone}
      data-seats={left === 0 ? 'full' : left <= FEW_SEATS_LEFT ? 'few' : 'many'}
    >
      {text}
    </span>
  )
}
