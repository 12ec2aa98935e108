import {
  type Access,
  type AccessResult,
  isolateObjectProperty,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { isPortalOn, PortalOffError } from '@/features/portal/flag'

const OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions'] as const

/** The request as an anonymous visitor's: the same request, without its user. */
function anonymous(req: PayloadRequest): PayloadRequest {
  const copy = isolateObjectProperty(req, 'user')
  copy.user = null
  return copy
}

const same = (a: AccessResult, b: AccessResult): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * What a customer may do beyond a visitor needs the portal flag (docs/behaviour/roles.md). While it
 * is off, a customer session has a visitor's rights; where that refuses what the session would get
 * (their bookings, their account), the REST API says why (PortalOffError, 404) instead of a bare
 * 403. The flag is read only when the session's rights differ from a visitor's.
 */
function needsPortalForCustomers(access: Access): Access {
  return async (args) => {
    const granted = await access(args)
    const { req } = args
    if (req.user?.collection !== 'customers' || granted === false) return granted
    const asVisitor = await access({ ...args, req: anonymous(req) })
    if (same(granted, asVisitor) || (await isPortalOn(req.payload, req))) return granted
    if (asVisitor === false && req.payloadAPI === 'REST')
      throw new PortalOffError(req.i18n?.language)
    return asVisitor
  }
}

/**
 * Applies the portal flag to every collection's access rules for customer sessions (on the built
 * config, like keepInternalsToStaff).
 */
export function customerRightsNeedPortal(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    for (const operation of OPERATIONS) {
      const access = collection.access[operation]
      if (access) collection.access[operation] = needsPortalForCustomers(access)
    }
  }
  return config
}
