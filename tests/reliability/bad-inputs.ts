import { type CorpusContext, type EndpointSpec, endpointSpecs, type FieldSpec } from './endpoints'
import { acceptedByPayload, whereQueries } from './payload-routes'
import { portalProbes } from './portal-routes'
import { bodyCases, contentTypeCases, oversizeCases, refusalStatus, sized } from './transport'
import { HOSTILE_VALUES, OUT_OF_RANGE_IDS, TYPED_VALUES } from './values'

export { type CorpusContext, type EndpointSpec, endpointSpecs } from './endpoints'

/**
 * The bad-input corpus (issue 9, reliability): for every POST endpoint, named requests generated
 * from its valid example. Plain TypeScript, so that a script can post them to a running server.
 */

export type BadRequest = {
  name: string
  /** The raw body, exactly as sent. */
  body: string | Uint8Array
  /** undefined: application/json; null: no Content-Type header at all. */
  contentType?: string | null
  /** The status the endpoint must answer; without it any 4xx. */
  expect?: number
  /**
   * A valid request that carries hostile text in fields that take any text: it may be accepted,
   * and then must be stored verbatim (`texts`: dotted field path → the text sent).
   */
  acceptable?: boolean
  texts?: Record<string, string>
}

export type EndpointCorpus = { endpoint: EndpointSpec; requests: BadRequest[] }

type Message = Record<string, unknown>

/** The body as the endpoint takes it: `{message}` or the fields themselves. */
export const wrap = (endpoint: EndpointSpec, message: unknown): unknown =>
  endpoint.wrapped ? { message } : message

const clone = <T>(value: T): T => structuredClone(value)
const segments = (path: string) => path.split('.')

const valueAt = (message: Message, path: string): unknown =>
  segments(path).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], message)

function withValue(message: Message, path: string, value: unknown): Message {
  const copy = clone(message)
  const keys = segments(path)
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy)
  parent[keys.at(-1)!] = value
  return copy
}

function without(message: Message, path: string): Message {
  const copy = clone(message)
  const keys = segments(path)
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy)
  const last = keys.at(-1)!
  if (Array.isArray(parent)) parent.splice(Number(last), 1)
  else delete parent[last]
  return copy
}

/** Values of every JSON type but the field's own. */
function wrongTypes(spec: FieldSpec): [string, unknown][] {
  const own: Record<FieldSpec['type'], string[]> = {
    string: ['string'],
    boolean: ['boolean'],
    true: ['boolean'],
    id: ['number'],
    idOrDigits: ['number'],
    array: ['array'],
    object: ['object'],
  }
  const typed = Object.entries(TYPED_VALUES).filter(([type]) => !own[spec.type].includes(type))
  if (spec.type === 'true') typed.push(['false', false])
  if (spec.type === 'id' || spec.type === 'idOrDigits')
    typed.push(...OUT_OF_RANGE_IDS.map((id): [string, unknown] => [`id ${id}`, id]))
  if (spec.type === 'idOrDigits')
    typed.push(['digits 2147483648', '2147483648'], ['digits 0', '0'], ['digits -1', '-1'])
  return typed
}

/**
 * Missing, mistyped, too long and hostile values, one field at a time; acceptable hostile text in
 * one request per value.
 */
function fieldCases(endpoint: EndpointSpec): BadRequest[] {
  const rejected = refusalStatus(endpoint)
  const json = (message: Message) => JSON.stringify(wrap(endpoint, message))
  const cases: BadRequest[] = []
  const long = 'a'.repeat(Math.min(2001, endpoint.maxBytes / 2))
  for (const [path, spec] of Object.entries(endpoint.fields)) {
    // An update (PATCH) keeps what it leaves out: a field is missing only from a create.
    if (spec.required && endpoint.method !== 'PATCH')
      cases.push({
        name: `missing ${path}`,
        body: json(without(endpoint.example(), path)),
        expect: rejected,
      })
    for (const [label, value] of [
      ...wrongTypes(spec),
      ...(spec.extraBad ?? []).map((value): [string, unknown] => [JSON.stringify(value), value]),
    ]) {
      cases.push({
        name: `${path} = ${label}`,
        body: json(withValue(endpoint.example(), path, value)),
        expect: rejected,
      })
    }
    if (spec.type === 'id' || spec.type === 'idOrDigits') {
      // JSON can write a number that JavaScript reads as Infinity.
      cases.push({
        name: `${path} = 1e400`,
        body: json(withValue(endpoint.example(), path, 987654321987)).replace(
          '987654321987',
          '1e400',
        ),
        expect: rejected,
      })
    }
    if (spec.type === 'string')
      cases.push({
        name: `${path} too long (${long.length})`,
        body: json(withValue(endpoint.example(), path, long)),
        expect: rejected,
      })
  }
  const textFields = Object.entries(endpoint.fields).filter(
    ([, spec]) => spec.type === 'string' && spec.kind !== 'secret',
  )
  for (const value of HOSTILE_VALUES) {
    const fitting = textFields
      .filter(([, spec]) => value.fits.includes(spec.kind!))
      .map(([path]) => path)
    for (const [path] of textFields.filter(([path]) => !fitting.includes(path))) {
      cases.push({
        name: `${value.label} in ${path}`,
        body: json(withValue(endpoint.example(), path, value.text)),
        expect: rejected,
      })
    }
    if (fitting.length) {
      const message = fitting.reduce(
        (acc, path) => withValue(acc, path, value.text),
        endpoint.example(),
      )
      cases.push({
        name: `${value.label} in all ${fitting.length} fields that take it`,
        body: json(message),
        acceptable: true,
        texts: Object.fromEntries(fitting.map((path) => [path, value.text])),
      })
    }
  }
  return cases
}

/**
 * Unknown fields: beside the message, in it, in every nested object, prototype keys, and hundreds
 * at once.
 */
function extraFieldCases(endpoint: EndpointSpec): BadRequest[] {
  const rejected = refusalStatus(endpoint)
  const example = endpoint.example()
  const objects = [
    '',
    ...Object.entries(endpoint.fields)
      .filter(([, spec]) => spec.type === 'object')
      .map(([path]) => path),
  ]
  const cases: BadRequest[] = objects.map((path) => {
    const target = path
      ? withValue(example, path, { ...(valueAt(example, path) as object), isAdmin: true })
      : { ...example, isAdmin: true }
    return {
      name: `unknown field in ${path || 'the message'}`,
      body: JSON.stringify(wrap(endpoint, target)),
      expect: rejected,
    }
  })
  const inner = JSON.stringify(example).slice(1)
  const prefix = endpoint.wrapped ? '{"message":{' : '{'
  const suffix = endpoint.wrapped ? '}' : ''
  cases.push(
    {
      name: '__proto__ key',
      body: `${prefix}"__proto__":{"isAdmin":true},${inner}${suffix}`,
      expect: rejected,
    },
    {
      name: 'constructor key',
      body: `${prefix}"constructor":{"prototype":{"isAdmin":true}},${inner}${suffix}`,
      expect: rejected,
    },
    sized(
      endpoint,
      '300 unknown fields',
      JSON.stringify(
        wrap(endpoint, {
          ...example,
          ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`extra${i}`, i])),
        }),
      ),
      rejected,
    ),
  )
  if (endpoint.wrapped)
    cases.push({
      name: 'unknown field beside the message',
      body: JSON.stringify({ message: example, extra: 1 }),
      expect: rejected,
    })
  return cases
}

/**
 * The whole corpus of one endpoint. Payload's REST routes drop unknown fields and keep no body
 * limit of their own (payload-routes.ts): no cases for those.
 */
export function badRequests(endpoint: EndpointSpec): BadRequest[] {
  const rest = endpoint.payloadRoute === 'rest'
  return [
    ...fieldCases(endpoint),
    ...(rest ? [] : extraFieldCases(endpoint)),
    ...bodyCases(endpoint),
    ...contentTypeCases(endpoint),
    ...(rest ? [] : oversizeCases(endpoint)),
  ].map((request) =>
    acceptedByPayload(endpoint, request.name)
      ? { ...request, expect: undefined, acceptable: true }
      : request,
  )
}

/**
 * Whether a refusal's body is a clear JSON error: ours `{status: 'error', errors | code}`,
 * Payload's `{errors: [{message}]}`.
 */
export function isErrorBody(endpoint: EndpointSpec, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const { status, errors, code } = body as Record<string, unknown>
  if (endpoint.payloadRoute)
    return (
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every((error) => typeof (error as { message?: unknown })?.message === 'string')
    )
  return status === 'error' && Boolean(errors || code)
}

/** The corpus of every endpoint for one database. */
export function badInputCorpus(ctx: CorpusContext): EndpointCorpus[] {
  return endpointSpecs(ctx).map((endpoint) => ({ endpoint, requests: badRequests(endpoint) }))
}

/**
 * How many bad inputs the corpus sends: the bodies that must be refused, the `where` queries of
 * the REST API and the portal probes (portal-routes.ts).
 */
export function corpusSize(ctx: CorpusContext) {
  const bodies = badInputCorpus(ctx).reduce(
    (sum, { requests }) => sum + requests.filter((request) => !request.acceptable).length,
    0,
  )
  const queries = whereQueries().length
  const portal = portalProbes(ctx).length
  return { bodies, queries, portal, total: bodies + queries + portal }
}
