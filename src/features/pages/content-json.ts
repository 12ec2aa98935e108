import 'server-only'

import type { Locale } from '@/i18n/locales'

import { splitLocalePath } from './paths'
import { type Breadcrumb, getBreadcrumbs, getPageByPath, getPageUrls, type LocalizedUrls } from './queries'

/** The page JSON of DESIGN.md's content endpoint. Catalogue lists stay empty until the catalogue exists. */
export type PageJson = {
  id: number | string
  title: string
  path: string
  locale: Locale
  blocks: unknown[]
  _urls: LocalizedUrls
  breadcrumbs: Breadcrumb[]
  seminarcodes: { seminarcode: string }[]
  seminarorte: unknown[]
  seminarthemen: unknown[]
}

export async function getPageJson(rawPath: string): Promise<PageJson | null> {
  const { locale, path } = splitLocalePath(rawPath)
  const page = await getPageByPath(locale, path)
  if (!page) return null
  const [urls, breadcrumbs] = await Promise.all([getPageUrls(page.id), getBreadcrumbs(locale, page.id)])
  return {
    id: page.id,
    title: page.title,
    path,
    locale,
    blocks: page.blocks ?? [],
    _urls: urls,
    breadcrumbs,
    seminarcodes: [],
    seminarorte: [],
    seminarthemen: [],
  }
}
