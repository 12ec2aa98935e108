/**
 * How long what visitors send is kept (docs/decisions/0019). The privacy statement
 * (src/seed/pages/privacyDe.ts, privacyEn.ts) prints these numbers; change both together.
 */
export const RETENTION = {
  /**
   * Contact, callback and whitepaper requests, by when they came in ("spätestens nach 12 Monaten").
   */
  requestsMonths: 12,
  /**
   * The sent-mail log and mail jobs that never got through (they hold addresses, names, messages).
   */
  mailsMonths: 12,
  /** Submissions with the trap field filled in: kept only for staff to spot a false positive. */
  spamDays: 30,
  /** A newsletter sign-up never confirmed: this long after its confirmation link expired. */
  unconfirmedDaysAfterLinkExpired: 30,
  /**
   * An unsubscribed address with its sign-up, confirmation and unsubscription times: the proof of
   * consent.
   */
  unsubscribedYears: 3,
} as const

/** How often a running server applies the retention periods (and once shortly after it starts). */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000

/** The first run waits until the server has started (search index, first requests). */
export const RETENTION_START_DELAY_MS = 60_000

/**
 * Rows per transaction: each batch holds SQLite's write lock briefly, so bookings wait
 * milliseconds, not seconds.
 */
export const RETENTION_BATCH = 50

/**
 * Any fixed number other than the outbox's: the PostgreSQL advisory lock one retention run at a
 * time takes.
 */
export const RETENTION_LOCK_KEY = 42_015_002
