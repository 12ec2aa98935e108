import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { SearchPage, searchMetadata } from '@/features/search/components/SearchPage'
import { isLocale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Results depend on the query and on content published a moment ago.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return searchMetadata(locale, 'knowledge', await searchParams)
}

/** Knowledge-centre search: blog, whitepapers, publications and downloads. */
export default async function KnowledgeSearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <SearchPage locale={locale} scope="knowledge" raw={await searchParams} />
}
