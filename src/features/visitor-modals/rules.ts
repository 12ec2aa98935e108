import type { NoticeKind } from '@/features/activity/notices'

import type { NoticeTrigger } from './may-open'

/** What opens each notice: the annual programme on exit intent, the magazine at 40 % scroll. */
export const NOTICE_TRIGGERS: Readonly<Record<NoticeKind, NoticeTrigger>> = {
  jahresprogramm: 'exit-intent',
  magazin: 'scroll-depth',
}

/** A notice from the site settings as far as the rules care: switched on and titled. */
type NoticeSetting = { enabled?: boolean | null; title?: string | null } | null | undefined

/** A notice can be shown when editors left it switched on (the default) and gave it a title. */
export function isNoticeConfigured(setting: NoticeSetting): boolean {
  return Boolean(setting && setting.enabled !== false && setting.title?.trim())
}
