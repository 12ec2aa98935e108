import { expect } from 'vitest'

/**
 * What Payload 3 throws when an access rule refuses an operation (payload/dist/errors/Forbidden.js,
 * thrown by executeAccess before any validation): match a rejection with
 * `rejects.toMatchObject(FORBIDDEN)`, so that a validation error (400) or a crash cannot pass for
 * it.
 */
export const FORBIDDEN = { name: 'Forbidden', status: 403 } as const

/**
 * What Payload 3 throws for a read by id that the access rule's query leaves out
 * (payload/dist/errors/NotFound.js): the document is not there for this user.
 */
export const NOT_FOUND = { name: 'NotFound', status: 404 } as const

/**
 * What Payload 3 throws when data fails a field's validation
 * (payload/dist/errors/ValidationError.js): exactly one error, on the field at `path` (and with a
 * message matching `message`, if given). `rejects.toMatchObject(INVALID('slug'))`: a refusal for
 * another field, an access refusal or a crash cannot pass for it.
 */
export const INVALID = (path: string, message?: string | RegExp) => ({
  name: 'ValidationError',
  status: 400,
  data: {
    errors: [
      expect.objectContaining(
        message === undefined ? { path } : { path, message: expect.stringMatching(message) },
      ),
    ],
  },
})
