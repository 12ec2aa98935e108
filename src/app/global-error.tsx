'use client'

import '@/styles/globals.css'

import { lazy, Suspense, useEffect } from 'react'

// Every page loads this boundary with its first scripts: the view comes only when the screen
// shows, in the same chunk as [locale]/error.tsx's.
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
