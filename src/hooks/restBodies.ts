import type {
  CollectionBeforeOperationHook,
  Endpoint,
  Field,
  PayloadRequest,
  SanitizedConfig,
} from 'payload'

import { Refusal } from '@/lib/refusal'

/** The largest id a row can have: PostgreSQL's `serial` is a 32-bit integer. */
const MAX_ID = 2_147_483_647
/** NUL and lone surrogates: no database keeps them as sent (src/lib/http-json.ts refuses them). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deeper than any document of ours (rich text included); Payload's traversal overflowed at 5,000. */
const MAX_DEPTH = 100

/** Whether a value nests deeper than `MAX_DEPTH`, found without recursion. */
function tooDeep(value: unknown): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length; depth++) {
    if (depth > MAX_DEPTH) return true
    level = level.flatMap((node) =>
      node && typeof node === 'object' ? Object.values(node as Record<string, unknown>) : [],
    )
  }
  return false
}

const isStorableId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_ID

type Checked = { name: string; field: Field }

/** Named fields at the top of a document, through rows, collapsibles and unnamed tabs. */
function topFields(fields: Field[]): Checked[] {
  return fields.flatMap((field): Checked[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : topFields(tab.fields)))
    if ('name' in field && field.name) return [{ name: field.name, field }]
    return 'fields' in field ? topFields(field.fields) : []
  })
}

/** Related ids in a relationship or upload value (polymorphic ones as {relationTo, value}). */
function relatedIds(field: Field, value: unknown): { collection: string; id: unknown }[] | null {
  if (field.type !== 'relationship' && field.type !== 'upload') return null
  const values = Array.isArray(value) ? value : [value]
  // A populated document stands for its id, as Payload itself reads it.
  const idOf = (item: unknown) => (isPlainObject(item) && 'id' in item ? item.id : item)
  return values.map((item) =>
    typeof field.relationTo === 'string'
      ? { collection: field.relationTo, id: idOf(item) }
      : {
          collection: String((item as { relationTo?: unknown })?.relationTo),
          id: idOf((item as { value?: unknown })?.value),
        },
  )
}

/** Why a top-level value cannot be stored, or null. */
async function problemOf(
  req: PayloadRequest,
  field: Field,
  value: unknown,
): Promise<string | null> {
  if (value === null || value === undefined) return null
  const single = !('hasMany' in field && field.hasMany)
  const textual = ['text', 'textarea', 'email', 'code', 'radio', 'select'].includes(field.type)
  // A localized field written for every language at once holds one text per language.
  const perLanguage = 'localized' in field && field.localized && req.locale === 'all'
  if (textual && single && !perLanguage && typeof value !== 'string') return 'not text'
  if (field.type === 'number' && single && !perLanguage && typeof value !== 'number')
    return 'not a number'
  if (typeof value === 'string' && UNSTORABLE.test(value)) return 'unstorable characters'
  const related = relatedIds(field, value)
  if (!related) return null
  for (const { collection, id } of related) {
    if (!(collection in req.payload.collections) || !isStorableId(id)) return 'no such document'
    const { totalDocs } = await req.payload.count({
      collection: collection as never,
      where: { id: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return 'no such document'
  }
  return null
}

/**
 * Payload's REST create and update passed on what the database cannot hold and answered 500:
 * a body that is no object (null, a number, text, a list, or nothing Payload could read), a
 * related id that is no row (0, -1, 1.5, 2^31, one that does not exist), an object or number in a
 * text or choice field (or stored 42 as '42.0'), text or true in a number field, NUL and lone
 * surrogates, data nested thousands deep. Each is now a 400 naming
 * the field, before any hook or query runs. The admin sends whole objects with existing ids.
 * REST and GraphQL only: the Local API's data comes from our own code.
 */
const refuseUnstorableData: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  // The Local API's callers are our own server code (seed, hooks, endpoints after their schema).
  if ((operation !== 'create' && operation !== 'update') || req.payloadAPI === 'local') return args
  const { data } = args as { data?: unknown }
  if (data === undefined && req.file) return args
  if (!isPlainObject(data) || tooDeep(data))
    throw new Refusal(req.t('error:invalidRequestArgs', { args: 'data' }), 400)
  for (const { name, field } of topFields(collection.fields)) {
    if (!(name in data)) continue
    const problem = await problemOf(req, field, data[name])
    if (problem) throw new Refusal(`${name}: ${problem}`, 400, { field: name })
  }
  return args
}

/**
 * Broken JSON in the admin form's `_payload` part threw a SyntaxError, and data nested thousands
 * deep overflowed the stack of Payload's field traversal (RangeError): each is now a 400, as our
 * own endpoints answer them (src/lib/http-json.ts). Nothing is written before either.
 */
function refuseBrokenFormJson(endpoint: Endpoint): Endpoint {
  if (endpoint.method !== 'post' && endpoint.method !== 'patch') return endpoint
  const handler = endpoint.handler
  return {
    ...endpoint,
    handler: async (req) => {
      try {
        return await handler(req)
      } catch (error) {
        if (error instanceof SyntaxError) throw new Refusal('Invalid JSON', 400)
        if (error instanceof RangeError && /call stack/i.test(error.message))
          throw new Refusal('The data is nested too deeply.', 400)
        throw error
      }
    },
  }
}

/**
 * Adds the checks above to every collection (on the built config, Payload's own collections
 * included) and to every global's update.
 */
export function refuseUnstorableBodies(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      ...(collection.hooks.beforeOperation ?? []),
      refuseUnstorableData,
    ]
    if (Array.isArray(collection.endpoints))
      collection.endpoints = collection.endpoints.map(refuseBrokenFormJson)
  }
  for (const global of config.globals)
    if (Array.isArray(global.endpoints))
      global.endpoints = global.endpoints.map(refuseBrokenFormJson)
  return config
}
