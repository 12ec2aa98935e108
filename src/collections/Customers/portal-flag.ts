import type { CollectionBeforeOperationHook } from 'payload'

import { assertPortalOn } from '@/features/portal/flag'

const AUTH_OPERATIONS = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword'])

/**
 * Customers log in and keep their sessions only while the portal is on. Our endpoints check first;
 * this covers Payload's own (/refresh-token) and any later way into its operations. Logout stays
 * open, so that a session can always be ended.
 */
export const authNeedsPortal: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (AUTH_OPERATIONS.has(operation)) await assertPortalOn(req)
  return args
}
