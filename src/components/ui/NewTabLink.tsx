import type { ReactNode } from 'react'

type Props = { href: string; className: string; newTabLabel: string; children: ReactNode }

/** A link that opens in a new tab, without telling it where from; screen readers hear that it does. */
export function NewTabLink({ href, className, newTabLabel, children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({newTabLabel})</span>
    </a>
  )
}
