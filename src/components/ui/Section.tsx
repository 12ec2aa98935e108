import type React from 'react'

import type { Background } from '@/fields/layout'

const BACKGROUND_CLASSES: Record<Background, string> = {
  '1': 'bg-transparent',
  '2': 'bg-section-white',
  '3': 'bg-section-grey',
  '4': 'bg-section-beige',
  '5': 'bg-section-blue',
  '6': 'on-dark bg-section-dark text-on-dark',
}

/**
 * A full-width page section in one of the six backgrounds
 * (docs/behaviour/screens.md#section-backgrounds-and-widths), with generous vertical rhythm.
 */
export function Section({
  background = '1',
  children,
  className = '',
  labelledBy,
}: {
  background?: Background | null
  children: React.ReactNode
  className?: string
  labelledBy?: string
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`${BACKGROUND_CLASSES[background ?? '1']} py-12 md:py-16 lg:py-20 ${className}`}
    >
      <div className="container-site">{children}</div>
    </section>
  )
}

/** A section's heading in the blocks' common size; `id` is what the section is labelled by. */
export function SectionHeading({
  id,
  text,
  className = '',
}: {
  id: string | undefined
  text: React.ReactNode
  className?: string
}) {
  return (
    <h2 id={id} className={`${className} text-2xl font-semibold md:text-3xl`.trim()}>
      {text}
    </h2>
  )
}
