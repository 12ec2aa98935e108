import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { pageMetadata } from '@/features/pages/metadata'
import { segmentsToPath } from '@/features/pages/paths'
import { getBreadcrumbs, getPageByPath, getPageUrls } from '@/features/pages/queries'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// CMS pages render on their first request and are then served from Next's cache until an
// editor publishes (revalidation by tag); nothing is prerendered at build time, so the build
// needs no database.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const { isEnabled } = await draftMode()
  const page = await getPageByPath(locale, segmentsToPath(slug), isEnabled)
  if (!page) return {}
  return pageMetadata(page, locale, await getPageUrls(page.id))
}

export default async function CmsPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { isEnabled: draft } = await draftMode()
  const path = segmentsToPath(slug)
  const page = await getPageByPath(locale, path, draft)
  if (!page) notFound()
  const [urls, breadcrumbs] = await Promise.all([getPageUrls(page.id), getBreadcrumbs(locale, page.id)])

  return (
    <>
      <PageAlternates urls={urls} />
      {path !== '/' && <Breadcrumbs items={breadcrumbs} locale={locale} />}
      <h1 className={path === '/' ? 'sr-only' : 'container-site pt-6 text-3xl leading-tight font-bold md:text-5xl'}>{page.title}</h1>
      <RenderBlocks blocks={page.blocks} locale={locale} />
    </>
  )
}
