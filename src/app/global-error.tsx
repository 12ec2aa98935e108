'use client'

import '@/styles/globals.css'

import { lazy, Suspense, useEffect } from 'react'

// Every page loads this boundary with its first scripts, and [locale]/error.tsx ships the same
// view in a chunk of its own: loading it here only when the screen shows saves both copies' bytes.
const ServerErrorView = lazy(() =>
  import('@/features/errors/ServerErrorView.client').then((module) => ({
    default: module.ServerErrorView,
  })),
)

/** Last resort when even the layout fails (the database is unreachable, say). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale =
    typeof window !== 'undefined' && window.location.pathname.startsWith('/en/') ? 'en' : 'de'
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang={locale}>
      <body>
        <Suspense>
          <ServerErrorView locale={locale} status={500} />
        </Suspense>
      </body>
    </html>
  )
}
