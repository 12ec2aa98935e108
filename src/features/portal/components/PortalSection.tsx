import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, which names the section for screen readers. */
  id: string
  title: string
  className: string
  /** The overview's sections have a smaller heading. */
  headingClassName?: string
  children: ReactNode
}

/** A titled section of a portal page. */
export function PortalSection({
  id,
  title,
  className,
  headingClassName = 'text-xl font-semibold',
  children,
}: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
