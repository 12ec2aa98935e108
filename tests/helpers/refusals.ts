/**
 * What Payload 3 throws when an access rule refuses an operation (payload/dist/errors/Forbidden.js,
 * thrown by executeAccess before any validation): match a rejection with
 * `rejects.toMatchObject(FORBIDDEN)`, so that a validation error (400) or a crash cannot pass for it.
 */
export const FORBIDDEN = { name: 'Forbidden', status: 403 } as const

/**
 * What Payload 3 throws for a read by id that the access rule's query leaves out
 * (payload/dist/errors/NotFound.js): the document is not there for this user.
 */
export const NOT_FOUND = { name: 'NotFound', status: 404 } as const
