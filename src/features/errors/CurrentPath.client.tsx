'use client'

import { usePathname } from 'next/navigation'

/**
 * A path's segments decoded for reading ('/%E2%82%AC/' → '/€/'); a segment that does not decode
 * stays as it is.
 */
function readablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}

/** The path the visitor asked for, as they typed it. */
export function CurrentPath() {
  const pathname = usePathname()
  return (
    <code
      data-testid="not-found-path"
      className="rounded bg-white px-1.5 py-0.5 font-mono text-base text-ink"
    >
      {readablePath(pathname)}
    </code>
  )
}
