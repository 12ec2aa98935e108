import 'server-only'

import { type Breadcrumb, getBreadcrumbs, getPageByPath } from '@/features/pages/queries'
import { type Locale, localizedUrl } from '@/i18n/locales'

/**
 * Breadcrumbs above a catalogue page: those of the first overview page that exists among the
 * given CMS paths (e.g. /seminare/), else just the home page; the page itself is appended.
 */
export async function catalogueTrail(
  locale: Locale,
  overviewPaths: string[],
  current: Breadcrumb,
): Promise<Breadcrumb[]> {
  for (const path of overviewPaths) {
    const overview = await getPageByPath(locale, path)
    if (overview) return [...(await getBreadcrumbs(locale, overview.id)), current]
  }
  const home = await getPageByPath(locale, '/')
  return [...(home ? [{ title: home.title, url: localizedUrl(locale, '/') }] : []), current]
}
