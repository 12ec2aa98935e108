import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { PageQuery } from '@/blocks/types'
import { CmsPageBody } from '@/features/pages/CmsPageBody'
import { splitLocalePath } from '@/features/pages/paths'
import { getPageByPath, getPageUrls } from '@/features/pages/queries'
import { isStaffPreview } from '@/features/preview/staff-preview'
import { cmsPageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

import { FINDER_PATH } from './constants'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

/** The finder's CMS page in a language (its path is fixed: docs/behaviour/screens.md). */
async function finderPage(locale: Locale, draft: boolean) {
  const { path } = splitLocalePath(FINDER_PATH[locale])
  return { path, page: await getPageByPath(locale, path, draft) }
}

/**
 * The finder's route: the CMS page at the finder's path (its cached queries), with the results
 * block rendered from the request's query string. A fixed route, so the other CMS pages stay
 * cached pages (docs/decisions/0027-catalogue-results-on-the-server.md).
 */
export function finderRoute() {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const draft = await isStaffPreview()
    const { page } = await finderPage(locale, draft)
    if (!page) return {}
    return cmsPageMetadata(page, locale, await getPageUrls(page.id, draft))
  }

  async function FinderRoutePage({ params, searchParams }: Props) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const draft = await isStaffPreview()
    const { page, path } = await finderPage(locale, draft)
    if (!page) notFound()
    return (
      <CmsPageBody
        page={page}
        locale={locale}
        path={path}
        draft={draft}
        query={await searchParams}
      />
    )
  }

  return { generateMetadata, Page: FinderRoutePage }
}
