import type { NoticeKind } from '@/features/activity/notices'

import { NOTICE_FREE_PATH_PREFIXES } from './constants'

/** True on pages where no notice may interrupt the visitor (booking, cart, portal …). */
export function isNoticeFreePath(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  return NOTICE_FREE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** A notice from the site settings as far as the rules care: switched on and titled. */
type NoticeSetting = { enabled?: boolean | null; title?: string | null } | null | undefined

/** A notice can be shown when editors left it switched on (the default) and gave it a title. */
export function isNoticeConfigured(setting: NoticeSetting): boolean {
  return Boolean(setting && setting.enabled !== false && setting.title?.trim())
}

type Situation = {
  pathname: string
  /** Which notices the site settings offer (configured) for this language. */
  available: Readonly<Record<NoticeKind, boolean>>
  /** userActivity mirrors of the cookie: false once a notice was shown today. */
  showJahresprogrammModal: boolean
  showMagazinModal: boolean
  exitIntent: boolean
  scrollDepth40: boolean
  /** A notice was already shown during this page view. */
  shownThisView: boolean
  /** Something else covers the page (the consent banner), so nothing opens on top of it. */
  blocked: boolean
}

/**
 * The notice to open now, if any: exit intent opens the annual programme, 40 % scroll depth the
 * magazine; at most one per page view, each at most once a day, never on notice-free pages.
 */
export function pickNotice(s: Situation): NoticeKind | null {
  if (s.shownThisView || s.blocked || isNoticeFreePath(s.pathname)) return null
  if (s.exitIntent && s.available.jahresprogramm && s.showJahresprogrammModal)
    return 'jahresprogramm'
  if (s.scrollDepth40 && s.available.magazin && s.showMagazinModal) return 'magazin'
  return null
}
