import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { PageQuery } from '@/blocks/types'
import { BookmarksSection } from '@/features/bookmarks/BookmarksSection'
import { isBookmarksPath } from '@/features/bookmarks/constants'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { organizationJsonLd } from '@/features/seo/organization'
import { JsonLd } from '@/features/seminars/components/JsonLd'
import { getSiteSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { Breadcrumbs } from './Breadcrumbs'
import { getBreadcrumbs, getPageUrls } from './queries'

/**
 * A CMS page: its language versions, breadcrumbs (none on the home page), title and blocks. The
 * catch-all route renders it cached; the finder's route with the query string (`query`).
 */
export async function CmsPageBody({
  page,
  locale,
  path,
  draft,
  query,
}: {
  page: Page
  locale: Locale
  path: string
  draft: boolean
  query?: PageQuery
}) {
  const isHome = path === '/'
  // In a preview (draft mode) URLs and trail come from drafts, so a page never published renders
  // too.
  const [urls, breadcrumbs, settings] = await Promise.all([
    getPageUrls(page.id, draft),
    getBreadcrumbs(locale, page.id, draft),
    isHome ? getSiteSettings(locale) : null,
  ])
  return (
    <>
      <PageAlternates urls={urls} />
      {settings && <JsonLd data={organizationJsonLd(settings, locale)} />}
      {!isHome && <Breadcrumbs items={breadcrumbs} locale={locale} />}
      <h1
        className={
          isHome ? 'sr-only' : 'container-site pt-6 text-3xl leading-tight font-bold md:text-5xl'
        }
      >
        {page.title}
      </h1>
      <RenderBlocks blocks={page.blocks} locale={locale} query={query} />
      {isBookmarksPath(locale, path) && <BookmarksSection locale={locale} />}
    </>
  )
}
