import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { BookmarkTemplates } from './labels'

/** The toggle's templates in a language (raw, so that {title} stays for each seminar). */
export async function getBookmarkTemplates(locale: Locale): Promise<BookmarkTemplates> {
  const t = await getTranslations({ locale, namespace: 'bookmarks.toggle' })
  const raw = (key: keyof BookmarkTemplates) => t.raw(key) as string
  return {
    add: raw('add'),
    remove: raw('remove'),
    short: raw('short'),
    added: raw('added'),
    removed: raw('removed'),
  }
}
