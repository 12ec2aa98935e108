import type { PayloadRequest } from 'payload'

import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { AUTH_RATE_LIMITS } from '@/features/portal/auth/constants'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/rate-limit'
import { Refusal } from '@/lib/refusal'

const minutesText = {
  de: (n: number) => (n === 1 ? 'einer Minute' : `${n} Minuten`),
  en: (n: number) => (n === 1 ? 'a minute' : `${n} minutes`),
}

const MESSAGES = {
  login: {
    de: (wait: string) =>
      `Zu viele Anmeldeversuche von Ihrer Adresse. Bitte versuchen Sie es in ${wait} wieder.`,
    en: (wait: string) => `Too many login attempts from your address. Please try again in ${wait}.`,
  },
  forgotPassword: {
    de: (wait: string) =>
      `Zu viele Anfragen von Ihrer Adresse. Bitte versuchen Sie es in ${wait} wieder.`,
    en: (wait: string) => `Too many requests from your address. Please try again in ${wait}.`,
  },
}

/**
 * Accepted requests per client address and 10 minutes: the customers' numbers (AUTH_RATE_LIMITS).
 */
type Kind = 'login' | 'forgotPassword'

/** Payload's answer to a limited address: 429 with the message in the admin's language. */
class TooManyAttempts extends Refusal {
  constructor(language: 'de' | 'en', kind: Kind, retryAfterSeconds: number) {
    super(MESSAGES[kind][language](minutesText[language](Math.ceil(retryAfterSeconds / 60))), 429)
  }
}

/**
 * Counts one staff login or reset request of the caller's address and throws TooManyAttempts past
 * the limit (RATE_LIMIT=off switches it off). Only requests over HTTP count: the Local API
 * (seed, scripts, tests) has no caller address.
 */
export function limitStaffAuth(req: PayloadRequest, kind: Kind): void {
  if (!env.rateLimit || req.payloadAPI !== 'REST') return
  const hit = formRateLimiter(`users-${kind}`, AUTH_RATE_LIMITS[kind]).hit(
    clientAddress(req as unknown as Request),
  )
  if (hit.ok) return
  // Payload's error answer (routeError) merges the request's response headers into it.
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(hit.retryAfterSeconds))
  throw new TooManyAttempts(req.i18n?.language === 'en' ? 'en' : 'de', kind, hit.retryAfterSeconds)
}
