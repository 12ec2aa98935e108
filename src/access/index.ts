import type { Access, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'

/** True when the request comes from a logged-in staff member (the `users` collection). */
export function isStaffRequest(req: PayloadRequest): boolean {
  return req.user?.collection === 'users'
}

export const staffOnly: Access = ({ req }) => isStaffRequest(req)

export const staffOnlyField: FieldAccess = ({ req }) => isStaffRequest(req)

export const anyone: Access = () => true

/**
 * Dates of published seminars for everyone; staff also see those of drafts and unpublished ones.
 */
export const ofPublishedSeminarOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  return { 'seminar._status': { equals: 'published' } }
}

/** Staff see drafts; everyone else sees only published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  return { _status: { equals: 'published' } }
}

/** Drafts and published documents: staff write and see drafts, everyone else reads published. */
export const publishedContentAccess = {
  read: publishedOrStaff,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
} satisfies CollectionConfig['access']

/** Documents without drafts that every visitor reads and only staff write. */
export const publicContentAccess = {
  read: anyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
} satisfies CollectionConfig['access']
