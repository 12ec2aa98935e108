import { NotFound, type CollectionBeforeOperationHook, type SanitizedConfig } from 'payload'

const ID_OPERATIONS = new Set(['read', 'update', 'delete', 'readVersions'])

/** A document id of ours: a positive whole number, as a number or as the digits of a URL. */
const isNumericId = (id: unknown): boolean =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
  (typeof id === 'string' && /^\d{1,15}$/.test(id))

/**
 * `/api/pages/abc/` named no document, yet the database adapters turned 'abc' into NaN (SQLite)
 * or an invalid integer (PostgreSQL) and Payload answered 500. An id that cannot be one of ours
 * is now a 404 like an id that does not exist, before any query runs.
 */
const refuseMalformedId: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const id = (args as { id?: unknown }).id
  if (ID_OPERATIONS.has(operation) && id !== undefined && !isNumericId(id))
    throw new NotFound(req.t)
  return args
}

/**
 * Adds refuseMalformedId to every collection with Payload's numeric ids (none has an id field of
 * its own) (on the built config, Payload's own collections included).
 */
export function refuseMalformedIds(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.fields.some((field) => 'name' in field && field.name === 'id')) continue
    collection.hooks.beforeOperation = [
      refuseMalformedId,
      ...(collection.hooks.beforeOperation ?? []),
    ]
  }
  return config
}
