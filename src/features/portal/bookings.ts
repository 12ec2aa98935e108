import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { Customer } from '@/payload-types'

import { type PortalItem, toPortalItems } from './timeline'

/** A customer's bookings are few; this bounds a pathological account. */
const MAX_BOOKINGS = 200

/**
 * Everything the customer booked, as portal items, newest booking first. Read with the
 * customer's own access (ownBookingsOrStaff), never with overridden access.
 */
export const getCustomerItems = cache(
  async (customer: Customer, locale: Locale): Promise<PortalItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'bookings',
      user: { ...customer, collection: 'customers' },
      overrideAccess: false,
      locale,
      depth: 2,
      limit: MAX_BOOKINGS,
      sort: '-createdAt',
    })
    return toPortalItems(docs, locale)
  },
)
