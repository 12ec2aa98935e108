import type { CorpusContext, EndpointSpec, FieldSpec } from './endpoints'
import { HOSTILE_VALUES } from './values'

/**
 * Payload's own REST routes in the bad-input corpus: the staff login (our handler,
 * src/collections/Users/login.ts), an update of one's own customer account, an editor's update of
 * a seminar date, an anonymous create, and `where` queries. Payload reads these bodies itself:
 *
 * - Its admin posts every form (login, create, update) as multipart/form-data with the fields as
 *   JSON in a `_payload` part (@payloadcms/ui's Form, createFormData). That body is the admin's
 *   own and must keep working; the corpus sends it as a valid request (`adminForm`).
 * - Other media types are not refused with 415: Payload's reader takes JSON only as
 *   application/json and reads no fields from anything else, and the staff login reads JSON
 *   whatever the type says. Each such request must still end in a 4xx, never a 5xx or a change.
 * - Unknown fields are dropped, not refused (Payload's validation works on the fields it knows),
 *   and the REST update has no body limit of its own (the reverse proxy's is the bound), so those
 *   cases are left out for the REST routes; the login keeps its 8 KB limit.
 * - A refusal is Payload's `{errors: [{message}]}`.
 */

const KB = 1024
const str = (kind: FieldSpec['kind'], required = false): FieldSpec => ({
  type: 'string',
  kind,
  required,
})

export function payloadRouteSpecs(ctx: CorpusContext): EndpointSpec[] {
  return [
    {
      name: 'users/login',
      path: '/api/users/login',
      wrapped: false,
      maxBytes: 8 * KB,
      payloadRoute: 'login',
      // No account has this address.
      exampleStatus: 401,
      example: () => ({ email: 'niemand@institut.example', password: 'irgendein-passwort' }),
      fields: { email: str('strict', true), password: str('secret', true) },
    },
    {
      name: 'customers/:own (update)',
      path: `/api/customers/${ctx.customerId}`,
      method: 'PATCH',
      wrapped: false,
      maxBytes: 32 * KB,
      customer: true,
      payloadRoute: 'rest',
      exampleStatus: 200,
      example: () => ({ anrede: 'Frau', vorname: 'Clara', nachname: 'Kunde', telefon: '0251 555' }),
      // The portal's rules (item 6 of issue 28): names without markup, a real phone number.
      fields: {
        anrede: str('strict'),
        vorname: str('name', true),
        nachname: str('name', true),
        firma: str('free'),
        telefon: str('strict'),
        email: str('strict', true),
      },
    },
    {
      name: 'seminar-dates/:id (staff update)',
      path: `/api/seminar-dates/${ctx.dateId}`,
      method: 'PATCH',
      wrapped: false,
      maxBytes: 32 * KB,
      staff: true,
      payloadRoute: 'rest',
      exampleStatus: 200,
      example: () => ({ currency: 'EUR', seatsTotal: 500, daysText: '' }),
      fields: {
        currency: str('strict', true),
        seatsTotal: { type: 'id', extraBad: [501, 1.5] },
        location: { type: 'id', extraBad: [987_654] },
        seminar: { type: 'id', extraBad: [987_654] },
        daysText: str('free'),
      },
    },
    {
      name: 'bookings (anonymous create)',
      path: '/api/bookings',
      wrapped: false,
      maxBytes: 32 * KB,
      payloadRoute: 'rest',
      // Nobody creates a booking through the REST API: the booking endpoint does.
      exampleStatus: 403,
      example: () => ({ bookingNumber: 'B-2031-000001', kind: 'buchung', status: 'new' }),
      fields: { bookingNumber: str('strict'), kind: str('strict'), status: str('strict') },
    },
  ]
}

/**
 * Requests that Payload's REST routes take as valid, by design: an empty update (`{}`, an empty
 * body), JSON however its charset is named or with a BOM, and null, which clears an optional text.
 * (Bytes that are no UTF-8 land in a choice field, `currency` or `anrede`, and are refused there.)
 */
const ACCEPTED_BY_PAYLOAD = new Set([
  'body an empty object',
  'empty body',
  'BOM before the JSON',
  'Content-Type: JSON in Latin-1',
])

export function acceptedByPayload(endpoint: EndpointSpec, name: string): boolean {
  if (endpoint.payloadRoute !== 'rest') return false
  const cleared = / = null$/.exec(name)
  if (cleared) {
    const field = endpoint.fields[name.slice(0, cleared.index)]
    return field?.type === 'string' && !field.required
  }
  return ACCEPTED_BY_PAYLOAD.has(name)
}

/** A `where` query of the REST API: GET, as anonymous, a customer or staff. */
export type WhereQuery = { name: string; path: string; role: 'anonymous' | 'customer' | 'staff' }

const WHERE_TARGETS: { collection: string; field: string; role: WhereQuery['role'] }[] = [
  { collection: 'seminar-dates', field: 'price', role: 'anonymous' },
  { collection: 'seminars', field: 'title', role: 'anonymous' },
  { collection: 'news', field: 'date', role: 'anonymous' },
  { collection: 'bookings', field: 'contact.email', role: 'customer' },
  { collection: 'customers', field: 'email', role: 'customer' },
  { collection: 'contact-messages', field: 'createdAt', role: 'staff' },
]
const OPERATORS = ['equals', 'like', 'contains', 'in', 'greater_than', 'exists', 'near']
const ODD_VALUES: [string, string][] = [
  ['empty', ''],
  ['5,000 characters', 'x'.repeat(5000)],
  ['only a comma', ','],
  ['JSON object', '{"$gt":""}'],
  ['percent and underscore', '%_%'],
  ['negative zero', '-0'],
  ['1e400', '1e400'],
  ['encoded NUL', '\u0000'],
  ['date far away', '+275760-09-13T00:00:00.000Z'],
]

/**
 * Hostile and odd values under every operator on one field per collection, and broken query
 * shapes: each must answer 200 (matching nothing is an answer) or a 4xx, never a 5xx.
 */
export function whereQueries(): WhereQuery[] {
  const queries: WhereQuery[] = []
  const values = [
    ...HOSTILE_VALUES.map((value): [string, string] => [value.label, value.text]),
    ...ODD_VALUES,
  ]
  for (const { collection, field, role } of WHERE_TARGETS) {
    const at = (query: string) => `/api/${collection}?depth=0&limit=1&${query}`
    for (const operator of OPERATORS)
      for (const [label, value] of values.filter(([, text]) => text.isWellFormed()))
        queries.push({
          name: `${collection} ${field} ${operator} ${label}`,
          path: at(`where[${field}][${operator}]=${encodeURIComponent(value)}`),
          role,
        })
    const shapes: [string, string][] = [
      ['unknown operator', `where[${field}][regex]=.*`],
      ['unknown field', 'where[nichtDa][equals]=1'],
      ['operator without a field', 'where[equals]=1'],
      ['field without an operator', `where[${field}]=1`],
      ['or of nothing', 'where[or]=1'],
      ['and as an object', `where[and][x][${field}][equals]=1`],
      ['64 nested ors', `${'where'}${'[or][0]'.repeat(64)}[${field}][equals]=1`],
      ['operator as an array', `where[${field}][equals][]=1&where[${field}][equals][]=2`],
      ['sort by an unknown field', 'sort=nichtDa'],
      ['limit -1', 'limit=-1'],
      ['page 0', 'page=0'],
      ['depth 100', 'depth=100'],
      ['select an unknown field', 'select[nichtDa]=true'],
    ]
    for (const [label, query] of shapes)
      queries.push({ name: `${collection} ${label}`, path: at(query), role })
  }
  return queries
}
