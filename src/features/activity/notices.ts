/** The two visitor notices, annual programme and magazine (docs/behaviour/states.md). */
export const NOTICE_KINDS = ['jahresprogramm', 'magazin'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** When each notice was last shown, in seconds since 1970. */
export type SeenNotices = Partial<Record<NoticeKind, number>>

const isKind = (value: string): value is NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(value)

/**
 * Reads the userActivity cookie's value, 'jahresprogramm-1767225600.magazin-1767229200': each
 * notice with the time it was shown, so that each stays away for its own interval.
 */
export function parseSeenNotices(value: string | null): SeenNotices {
  const seen: SeenNotices = {}
  for (const entry of (value ?? '').split('.')) {
    const [kind, time] = entry.split('-')
    const seconds = Number(time)
    if (kind && isKind(kind) && Number.isInteger(seconds) && seconds > 0) seen[kind] = seconds
  }
  return seen
}

/** The cookie value for a set of shown notices (the inverse of parseSeenNotices). */
export function serializeSeenNotices(seen: SeenNotices): string {
  return NOTICE_KINDS.filter((kind) => seen[kind] !== undefined)
    .map((kind) => `${kind}-${seen[kind]}`)
    .join('.')
}

/** The seen notices with `kind` shown at `nowMs`. */
export function withNoticeShown(seen: SeenNotices, kind: NoticeKind, nowMs: number): SeenNotices {
  return { ...seen, [kind]: Math.floor(nowMs / 1000) }
}
