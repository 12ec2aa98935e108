import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { fixedRouteUrls, type Href } from '@/i18n/navigation'

import { Breadcrumbs } from './Breadcrumbs'
import type { Breadcrumb } from './queries'

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/** A fixed route's URL in every language, ending in a slash as the site's links do. */
export function fixedRouteAlternates(href: Href): Record<Locale, string> {
  const urls = fixedRouteUrls(href)
  return { de: withSlash(urls.de), en: withSlash(urls.en) }
}

type Props = {
  locale: Locale
  /** The page's URL in every language, for the language switch and hreflang links. */
  alternates: Record<Locale, string>
  children: ReactNode
} & (
  | {
      /** The trail after the home page, ending with the page itself. */
      crumbs: Breadcrumb[]
    }
  | {
      /** The page's title, for a page right below the home page: its one crumb. */
      title: string
    }
)

/**
 * The frame of a page on a fixed route (cart, booking, …): its language alternates, the
 * breadcrumbs from the home page on and the content in the site's container.
 */
export async function FixedRoutePage({ locale, alternates, children, ...trail }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const crumbs =
    'crumbs' in trail ? trail.crumbs : [{ title: trail.title, url: alternates[locale] }]
  return (
    <>
      <PageAlternates urls={alternates} />
      <Breadcrumbs
        items={[{ title: t('home'), url: localizedUrl(locale, '/') }, ...crumbs]}
        locale={locale}
      />
      <div className="container-site pt-6 pb-16">{children}</div>
    </>
  )
}
