import { createHash, randomBytes } from 'node:crypto'

import { berlinDay } from '@/features/calendar/entry'

import { CONFIRMATION_TOKEN_PATTERN } from './constants'

/**
 * 32 random bytes: 256 bits, far beyond guessing, and 43 characters of base64url in a link that a
 * mail program will not break.
 */
const TOKEN_BYTES = 32
/** How long the link of a booking without a single dated day works (dates "on request"). */
const UNDATED_VALIDITY_DAYS = 365
const DAY_MS = 86_400_000

/** The hash stored on the booking: the token itself is never stored, only mailed and shown. */
export const hashConfirmationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

export type ConfirmationToken = { token: string; hash: string }

/** A fresh token for a booking's confirmation link, and the hash the booking keeps. */
export function createConfirmationToken(): ConfirmationToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, hash: hashConfirmationToken(token) }
}

export const isWellFormedToken = (token: string): boolean => CONFIRMATION_TOKEN_PATTERN.test(token)

/**
 * When the confirmation link stops working: at the end of the booking's last day in Münster
 * (midnight UTC after it), or a year after booking when no date has a day yet
 * (docs/behaviour/states.md#booking-confirmation).
 */
export function confirmationExpiry(days: (string | null | undefined)[], bookedAt: Date): Date {
  const dated = days.filter((day): day is string => Boolean(day))
  if (dated.length === 0) return new Date(bookedAt.getTime() + UNDATED_VALIDITY_DAYS * DAY_MS)
  const last = dated.reduce((a, b) => (new Date(a) > new Date(b) ? a : b))
  const { year, month, day } = berlinDay(last)
  return new Date(Date.UTC(year, month - 1, day + 1))
}
