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
