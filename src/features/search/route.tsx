import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'

import { SearchPage, type SearchScope, searchMetadata } from './components/SearchPage'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * What a search route's page file exports (site search, knowledge-centre search): the metadata
 * and the page, both read from the locale and the query string.
 */
export function searchRoute(scope: SearchScope) {
  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return searchMetadata(locale, scope, await searchParams)
  }

  async function SearchRoutePage({ params, searchParams }: Props) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return <SearchPage locale={locale} scope={scope} raw={await searchParams} />
  }

  return { generateMetadata, Page: SearchRoutePage }
}
