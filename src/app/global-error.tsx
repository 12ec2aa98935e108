'use client'

import '@/styles/globals.css'

import { useEffect } from 'react'

import { ServerErrorView } from '@/features/errors/ServerErrorView.client'

/** Last resort when even the layout fails (the database is unreachable, say). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = typeof window !== 'undefined' && window.location.pathname.startsWith('/en/') ? 'en' : 'de'
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang={locale}>
      <body>
        <ServerErrorView locale={locale} status={500} />
      </body>
    </html>
  )
}
