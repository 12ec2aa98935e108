import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { NoticeKind } from '@/features/activity/notices'
import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Media, SiteSetting } from '@/payload-types'

import { toIntervalDays } from './interval'
import { isNoticeConfigured } from './rules'

/** A notice's content from the site settings, with its image resolved. */
export type NoticeContent = {
  title: string
  text: string
  link: string | null
  linkText: string | null
  image: Media | null
}

function toContent(setting: SiteSetting['jahresprogrammModal']): NoticeContent | null {
  if (!setting || !isNoticeConfigured(setting)) return null
  return {
    title: setting.title?.trim() ?? '',
    text: setting.text?.trim() ?? '',
    link: setting.link?.trim() || null,
    linkText: setting.linkText?.trim() || null,
    image: typeof setting.image === 'object' && setting.image !== null ? setting.image : null,
  }
}

/** The notices of one language and the days between two showings of the same notice. */
export type VisitorNoticeSettings = {
  notices: Partial<Record<NoticeKind, NoticeContent>>
  intervalDays: number
}

/**
 * The notices editors switched on and titled in a language, with the interval between showings
 * (site settings, cached and tagged).
 */
export const getVisitorNotices = cache(
  unstable_cache(
    async (locale: Locale): Promise<VisitorNoticeSettings> => {
      const payload = await getPayloadClient()
      // depth 1 resolves the two images; the layout's own settings query stays at depth 0.
      const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 1 })
      const notices: Partial<Record<NoticeKind, NoticeContent>> = {}
      const jahresprogramm = toContent(settings.jahresprogrammModal)
      const magazin = toContent(settings.magazinModal)
      if (jahresprogramm) notices.jahresprogramm = jahresprogramm
      if (magazin) notices.magazin = magazin
      return { notices, intervalDays: toIntervalDays(settings.noticeIntervalDays) }
    },
    ['visitor-notices'],
    { tags: [CACHE_TAGS.global('site-settings'), CACHE_TAGS.pages] },
  ),
)
