import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { getSiteSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import type { Customer } from '@/payload-types'

/** The portal is on only when both the environment (SHOW_KUNDENPORTAL) and the site settings allow it. */
export async function isPortalEnabled(locale: Locale): Promise<boolean> {
  if (!env.SHOW_KUNDENPORTAL) return false
  const settings = await getSiteSettings(locale)
  return settings.showKundenportal !== false
}

/** The customer logged in with this request's session cookie, or null (staff sessions do not count). */
export const getCurrentCustomer = cache(async (): Promise<Customer | null> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'customers' ? (user as Customer) : null
})

/** A return path is only ever a path on this site, never another origin. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  return value
}
