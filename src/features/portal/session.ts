import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { getSiteSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { Customer } from '@/payload-types'

import { portalFlagOn } from './flag'

/** The portal flag for pages, from the cached site settings (endpoints read it fresh: flag.ts). */
export async function isPortalEnabled(locale: Locale): Promise<boolean> {
  return portalFlagOn(await getSiteSettings(locale))
}

/**
 * The customer logged in with this request's session cookie, or null (staff sessions do not count).
 */
export const getCurrentCustomer = cache(async (): Promise<Customer | null> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'customers' ? (user as Customer) : null
})
