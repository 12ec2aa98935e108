import { getTranslations } from 'next-intl/server'

import { SEMINAR_PATH_PREFIX } from '@/features/seminars/constants'
import { type Locale, localizedUrl } from '@/i18n/locales'

import { BookmarksList } from './BookmarksList.lazy'
import type { BookmarksListLabels } from './labels'
import { getBookmarkTemplates } from './load-templates'

/** The list under the bookmarks page's blocks; the browser fills it from local storage. */
export async function BookmarksSection({ locale }: { locale: Locale }) {
  const [t, seminars, toggle] = await Promise.all([
    getTranslations({ locale, namespace: 'bookmarks.list' }),
    getTranslations({ locale, namespace: 'seminars' }),
    getBookmarkTemplates(locale),
  ])
  const labels: BookmarksListLabels = {
    heading: t('heading'),
    loading: t('loading'),
    countOne: t('count', { count: 1 }).replace('1', '#'),
    countOther: t('count', { count: 2 }).replace('2', '#'),
    empty: t('empty'),
    emptyHint: t('emptyHint'),
    toSeminars: t('toSeminars'),
    failed: t('failed'),
    retry: t('retry'),
    nextDate: seminars('card.nextDate'),
    noDate: seminars('card.noDate'),
    price: seminars('card.price'),
    priceNote: seminars('dates.priceNote'),
    book: seminars('card.book'),
    toDates: seminars('card.toDates'),
  }
  return (
    <BookmarksList
      locale={locale}
      seminarsUrl={localizedUrl(locale, SEMINAR_PATH_PREFIX[locale])}
      labels={labels}
      toggle={toggle}
    />
  )
}
