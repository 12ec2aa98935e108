'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { ServerErrorView } from '@/features/errors/ServerErrorView.client'
import { reloadAfterChunkError } from '@/features/freshness/chunkGuard'
import { defaultLocale, isLocale } from '@/i18n/locales'

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
  return <ServerErrorView locale={locale} status={500} />
}
