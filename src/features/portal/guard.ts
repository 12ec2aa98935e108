import 'server-only'

import { redirect as redirectTo } from 'next/navigation'

import { redirect } from '@/i18n/navigation'
import { type Locale, localizedUrl } from '@/i18n/locales'
import type { Customer } from '@/payload-types'

import { RETURN_PARAM } from './constants'
import { getCurrentCustomer, isPortalEnabled } from './session'

/**
 * For every portal page: off → home page; not logged in as a customer → login with this page as
 * the return path. Returns the customer otherwise.
 */
export async function requireCustomer(locale: Locale, publicPath: string): Promise<Customer> {
  if (!(await isPortalEnabled(locale))) redirectTo(localizedUrl(locale, '/'))
  const customer = await getCurrentCustomer()
  if (!customer)
    redirect({ href: { pathname: '/login', query: { [RETURN_PARAM]: publicPath } }, locale })
  return customer as Customer
}
