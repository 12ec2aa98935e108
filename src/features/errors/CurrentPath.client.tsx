'use client'

import { usePathname } from 'next/navigation'

/** The path the visitor asked for, as they typed it. */
export function CurrentPath() {
  const pathname = usePathname()
  return (
    <code data-testid="not-found-path" className="rounded bg-white px-1.5 py-0.5 font-mono text-base text-ink">
      {pathname}
    </code>
  )
}
