import type { Locale } from '@/i18n/locales'

import { CALENDAR_PATH } from './constants'

/** Where a date's calendar file is downloaded, with texts in the page's language. */
export const calendarFileUrl = (dateId: number, locale: Locale): string =>
  `${CALENDAR_PATH}${dateId}/?language=${locale}`
