import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type Locale, localizedUrl } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Footer, Navigation, Page, SiteSetting } from '@/payload-types'

// The global reads in this module are alike by shape only: each reads its own global.

/** A link as the layout renders it, resolved from a CMS page or a URL. */
export type ResolvedLink = { label: string; href: string; newTab: boolean }
export type NavItem = ResolvedLink & { children: ResolvedLink[] }

type RawLink = {
  label?: string | null
  page?: number | Page | null
  url?: string | null
  newTab?: boolean | null
}

/**
 * A link's address, or null when it has none or points to a page visitors cannot see: the globals
 * are read with visitors' access, so a draft or unpublished page stays an id and the link is
 * dropped.
 */
function resolveLink(link: RawLink, locale: Locale): ResolvedLink | null {
  if (!link.label) return null
  const hasPage = link.page !== null && link.page !== undefined
  let href: string | null
  if (hasPage) {
    const page = typeof link.page === 'object' ? link.page : null
    href = page?.path && page._status !== 'draft' ? localizedUrl(locale, page.path) : null
  } else {
    href = link.url?.trim() || null
  }
  return href ? { label: link.label, href, newTab: Boolean(link.newTab) } : null
}

function isLink<T>(value: T | null): value is T {
  return value !== null
}

export const getSiteSettings = cache(
  unstable_cache(
    async (locale: Locale): Promise<SiteSetting> => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    },
    ['site-settings'],
    { tags: [CACHE_TAGS.global('site-settings')] },
  ),
)

export const getNavigation = cache(
  unstable_cache(
    async (locale: Locale): Promise<NavItem[]> => {
      // Alike the footer query below by shape only: each reads its own global.
      const payload = await getPayloadClient()
      const nav: Navigation = await payload.findGlobal({
        slug: 'navigation',
        locale,
        depth: 1,
        overrideAccess: false,
      })
      return (nav.items ?? [])
        .map((item) => {
          const link = resolveLink(item, locale)
          if (!link) return null
          const children = (item.children ?? [])
            .map((child) => resolveLink(child, locale))
            .filter(isLink)
          return { ...link, children }
        })
        .filter(isLink)
    },
    ['navigation'],
    { tags: [CACHE_TAGS.global('navigation'), CACHE_TAGS.pages] },
  ),
)

export type FooterData = {
  columns: { title: string; links: ResolvedLink[] }[]
  legalLinks: ResolvedLink[]
  claim: string
}

export const getFooter = cache(
  unstable_cache(
    async (locale: Locale): Promise<FooterData> => {
      const payload = await getPayloadClient()
      const footer: Footer = await payload.findGlobal({
        slug: 'footer',
        locale,
        depth: 1,
        overrideAccess: false,
      })
      return {
        columns: (footer.columns ?? []).map((column) => ({
          title: column.title,
          links: (column.links ?? []).map((l) => resolveLink(l, locale)).filter(isLink),
        })),
        legalLinks: (footer.legalLinks ?? []).map((l) => resolveLink(l, locale)).filter(isLink),
        claim: footer.claim ?? '',
      }
    },
    ['footer'],
    { tags: [CACHE_TAGS.global('footer'), CACHE_TAGS.pages] },
  ),
)
