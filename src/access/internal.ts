import type { Access, Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { isStaffRequest, staffOnly } from '.'
import { customerRightsNeedPortal } from './portal'

/** Payload's own collections that only the admin (staff) uses. */
const STAFF_ONLY = new Set([
  'payload-locked-documents',
  'payload-migrations',
  'payload-preferences',
])

const forbidden = () => Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })

/** Staff only, and then whatever Payload's own rule says (preferences: one's own). */
const staffAnd =
  (access: Access | undefined): Access =>
  async (args) =>
    isStaffRequest(args.req) && (access ? await access(args) : true)

const staffEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req: PayloadRequest) => (isStaffRequest(req) ? endpoint.handler(req) : forbidden()),
})

/**
 * Payload 3.90's default access lets any logged-in user of any auth collection in, customers
 * included: they could read and write document locks, keep admin preferences and read every
 * version (drafts too) of versioned content. This keeps Payload's internal collections and all
 * version histories to staff, as the admin expects; rules a collection sets itself stay as they
 * are. Applied to the built config, because Payload adds its internal collections while building
 * it. Last, what customers may do beyond visitors is tied to the portal flag (./portal.ts).
 */
export function keepInternalsToStaff(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const { access } = collection
    if (STAFF_ONLY.has(collection.slug)) {
      collection.access = {
        ...access,
        create: staffOnly,
        read: staffAnd(access.read),
        update: staffAnd(access.update),
        delete: staffAnd(access.delete),
      }
      // Preferences have REST endpoints of their own that look at the user only, not at access.
      if (collection.endpoints) collection.endpoints = collection.endpoints.map(staffEndpoint)
    }
    if (collection.versions && !access.readVersions) collection.access.readVersions = staffOnly
  }
  for (const global of config.globals) {
    if (global.versions && !global.access.readVersions) global.access.readVersions = staffOnly
  }
  return customerRightsNeedPortal(config)
}
