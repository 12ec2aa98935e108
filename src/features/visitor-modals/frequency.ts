import { ACTIVITY_COOKIE, SECONDS_PER_DAY } from '@/features/activity/constants'
import { readCookie, writeCookie } from '@/features/activity/cookies'
import {
  type NoticeKind,
  parseSeenNotices,
  serializeSeenNotices,
  withNoticeShown,
} from '@/features/activity/notices'
import { setNoticeFlags } from '@/features/activity/store'

import { shownWithinDays, toIntervalDays } from './interval'

/** When the visitor last saw a notice (ms, from the userActivity cookie), or null. */
export function lastShownAt(kind: NoticeKind): number | null {
  const seconds = parseSeenNotices(readCookie(document.cookie, ACTIVITY_COOKIE))[kind]
  return seconds === undefined ? null : seconds * 1000
}

/** Copies the userActivity cookie into showJahresprogrammModal / showMagazinModal. */
export function syncNoticeFlags(intervalDays: number, now = Date.now()): void {
  setNoticeFlags({
    showJahresprogrammModal: !shownWithinDays(lastShownAt('jahresprogramm'), intervalDays, now),
    showMagazinModal: !shownWithinDays(lastShownAt('magazin'), intervalDays, now),
  })
}

/** Remembers in the cookie, for the interval of the site settings, that a notice was shown. */
export function rememberNoticeShown(kind: NoticeKind, intervalDays: number, now = Date.now()) {
  const seen = parseSeenNotices(readCookie(document.cookie, ACTIVITY_COOKIE))
  writeCookie(ACTIVITY_COOKIE, serializeSeenNotices(withNoticeShown(seen, kind, now)), {
    maxAge: toIntervalDays(intervalDays) * SECONDS_PER_DAY,
  })
  syncNoticeFlags(intervalDays, now)
}
