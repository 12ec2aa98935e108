import 'server-only'

import { catalogueUrl, getSeminarCodes, getSeminarPlaces, getTopics } from '@/features/seminars/queries'
import type { Locale } from '@/i18n/locales'

import { splitLocalePath } from './paths'
import { type Breadcrumb, getBreadcrumbs, getPageByPath, getPageUrls, type LocalizedUrls } from './queries'

/** The page JSON of DESIGN.md's content endpoint, with the catalogue lists the finder reads (SPEC §7). */
export type PageJson = {
  id: number | string
  title: string
  path: string
  locale: Locale
  blocks: unknown[]
  _urls: LocalizedUrls
  breadcrumbs: Breadcrumb[]
  seminarcodes: { seminarcode: string }[]
  seminarorte: { id: number; title: string; city: string }[]
  seminarthemen: { id: number; title: string; url: string | null }[]
}

export async function getPageJson(rawPath: string): Promise<PageJson | null> {
  const { locale, path } = splitLocalePath(rawPath)
  const page = await getPageByPath(locale, path)
  if (!page) return null
  const [urls, breadcrumbs, codes, places, topics] = await Promise.all([
    getPageUrls(page.id),
    getBreadcrumbs(locale, page.id),
    getSeminarCodes(),
    getSeminarPlaces(locale),
    getTopics(locale),
  ])
  return {
    id: page.id,
    title: page.title,
    path,
    locale,
    blocks: page.blocks ?? [],
    _urls: urls,
    breadcrumbs,
    seminarcodes: codes.map((seminarcode) => ({ seminarcode })),
    seminarorte: places.map((place) => ({ id: place.id, title: place.standort_titel, city: place.standort_ort })),
    seminarthemen: topics.map((topic) => ({ id: topic.id, title: topic.title, url: catalogueUrl(locale, topic.path) })),
  }
}
