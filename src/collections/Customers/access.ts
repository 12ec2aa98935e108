import type { Access } from 'payload'

import { isStaffRequest } from '@/access'

export const MIN_PASSWORD_LENGTH = 10

/** Staff see every customer; a logged-in customer sees only their own account; others nothing. */
export const ownAccountOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  const user = req.user as { collection?: string; id?: number | string } | null
  if (user?.collection === 'customers') return { id: { equals: user.id } }
  return false
}
