'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { ServerErrorView } from '@/features/errors/ServerErrorView.client'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** Errors while rendering a page: the 500 screen inside the normal header and footer. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>()
  const locale = isLocale(params.locale) ? params.locale : defaultLocale
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ServerErrorView locale={locale} status={500} />
}
