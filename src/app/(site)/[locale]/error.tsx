'use client'

import { useParams } from 'next/navigation'
import { lazy, Suspense, useEffect } from 'react'

import { reloadAfterChunkError } from '@/features/freshness/chunkGuard'
import { defaultLocale, isLocale } from '@/i18n/locales'

// Every page loads this boundary with its first scripts; the view (texts of both languages
// included) is fetched only when the screen shows, in the chunk global-error.tsx loads it from.
const ServerErrorView = lazy(() =>
  import('@/features/errors/ServerErrorView.client').then((module) => ({
    default: module.ServerErrorView,
  })),
)

/** Errors while rendering a page: the 500 screen inside the normal header and footer. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>()
  const locale = isLocale(params.locale) ? params.locale : defaultLocale
  useEffect(() => {
    console.error(error)
    // A chunk of an older deploy that no longer exists: a fresh page load fixes it (at most once
    // per 10 s).
    reloadAfterChunkError(error)
  }, [error])
  return (
    <Suspense>
      <ServerErrorView locale={locale} status={500} />
    </Suspense>
  )
}
