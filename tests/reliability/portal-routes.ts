import { createHmac } from 'node:crypto'

import type { CorpusContext } from './endpoints'

/**
 * The customer portal's routes in the bad-input corpus, beyond the JSON bodies of its forms
 * (endpoints.ts has those: login, forgot and reset password, profile, password, the account's
 * REST update). What goes wrong here is the path, the method, the session or the origin:
 *
 * - the certificate download, `GET /api/kundenportal/zertifikat/<lang>/<booking>/<item>/
 *   <participant>/[<module>/]` (features/portal/achievements/certificate): a path that is no
 *   certificate's, or a booking that is not the customer's, answers 404 as a missing one; no
 *   session 401;
 * - Payload's customer routes that stay Payload's (logout, refresh-token, me, unlock) and the ones
 *   replaced by a refusal (first-register, init, verify; portal/auth/server/endpoints.ts);
 * - another account through the REST API;
 * - the portal's JSON endpoints (`/api/json-api/kundenportal/*`) without a session, with a forged
 *   one, from another site, by staff and with other methods.
 *
 * A forged session must count as none; a cross-site request carries the customer's cookie, which
 * Payload ignores from an origin outside its `csrf` list, so nothing may happen in their name.
 */

/** Whose session goes along: the portal customer's, staff's, none, or a forged cookie. */
export type ProbeSession = 'customer' | 'staff' | 'none' | { cookie: string }

export type PortalProbe = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path as sent (already encoded). */
  path: string
  session: ProbeSession
  /** Sent with another site's Origin. */
  crossSite?: boolean
  /** A JSON body (POST, PUT, PATCH). */
  body?: unknown
  /** The status it must get; without it any 4xx. */
  expect?: number
  /** The answer is Payload's `{user}`, which must be null: the session counts as none. */
  noUser?: boolean
}

export const PORTAL_JSON_ENDPOINTS = [
  '/api/json-api/kundenportal/profil/',
  '/api/json-api/kundenportal/passwort/',
]
const CERTIFICATES = '/api/kundenportal/zertifikat'
/** A row id as Payload makes them (24 hex digits) that no booking has. */
const ROW = '0123456789abcdef01234567'
const OTHER_ROW = 'fedcba9876543210fedcba98'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT for the customer's id, with `alg` and a signature no server key made. */
function forgedJwt(customerId: number, alg: string, secret: string | null): string {
  const head = base64url({ alg, typ: 'JWT' })
  const claims = base64url({
    id: customerId,
    collection: 'customers',
    email: 'clara@kunde.example',
    exp: 4_102_444_800,
  })
  const signature = secret
    ? createHmac('sha256', secret).update(`${head}.${claims}`).digest('base64url')
    : ''
  return `${head}.${claims}.${signature}`
}

/** Cookies that must count as no session. */
export function forgedSessions(customerId: number): [string, ProbeSession][] {
  return [
    ['empty token', { cookie: 'payload-token=' }],
    ['garbage token', { cookie: 'payload-token=garbage' }],
    ['alg none', { cookie: `payload-token=${forgedJwt(customerId, 'none', null)}` }],
    ['wrong key', { cookie: `payload-token=${forgedJwt(customerId, 'HS256', 'not-the-key')}` }],
    ['8 KB token', { cookie: `payload-token=${'a'.repeat(8 * 1024)}` }],
    ['two tokens', { cookie: 'payload-token=a; payload-token=b' }],
    ['encoded token', { cookie: 'payload-token=%00%ff%2e' }],
  ]
}

/**
 * Certificate paths that are no certificate's: all 404, with or without a session (a path Next
 * cannot decode may get its 400 instead: `anyRefusal`).
 */
const BAD_CERTIFICATE_PATHS: [string, string, { anyRefusal: true }?][] = [
  ['nothing after the base', ''],
  ['only the language', 'de/'],
  ['no item', 'de/1/'],
  ['no participant', `de/1/${ROW}/`],
  ['six parts', `de/1/${ROW}/${ROW}/${ROW}/${ROW}/`],
  ['unknown language', `fr/1/${ROW}/${ROW}/`],
  ['language in capitals', `DE/1/${ROW}/${ROW}/`],
  ['booking 0', `de/0/${ROW}/${ROW}/`],
  ['booking -1', `de/-1/${ROW}/${ROW}/`],
  ['booking with a leading zero', `de/01/${ROW}/${ROW}/`],
  ['booking 1e3', `de/1e3/${ROW}/${ROW}/`],
  ['booking 1.5', `de/1.5/${ROW}/${ROW}/`],
  ['booking with eleven digits', `de/12345678901/${ROW}/${ROW}/`],
  ['booking as hex', `de/0x10/${ROW}/${ROW}/`],
  ['booking with a space', `de/%201/${ROW}/${ROW}/`],
  ['encoded slash in the item', `de/1/a%2Fb/${ROW}/`],
  ['encoded dots in the item', `de/1/%2E%2E%2F%2E%2E/${ROW}/`],
  ['NUL in the item', `de/1/a%00/${ROW}/`],
  ['dot in the item', `de/1/a.b/${ROW}/`],
  ['percent in the item', `de/1/a%25/${ROW}/`],
  ['65-character item', `de/1/${'a'.repeat(65)}/${ROW}/`],
  ['umlaut in the participant', `de/1/${ROW}/%C3%A4/`],
  ['markup in the participant', `de/1/${ROW}/%3Cscript%3E/`],
  ['SQL in the participant', `de/1/${ROW}/'%20OR%201=1--/`],
  ['bytes that are no UTF-8', `de/1/${ROW}/%FF%FE/`, { anyRefusal: true }],
  ['5,000-character module', `de/1/${ROW}/${ROW}/${'m'.repeat(5000)}/`],
]

/** Certificate probes: bad paths, other bookings, and a valid shape without a real session. */
function certificateProbes(ctx: CorpusContext): PortalProbe[] {
  const probes: PortalProbe[] = []
  const at = (parts: string) => `${CERTIFICATES}/${parts}`
  for (const [label, parts, options] of BAD_CERTIFICATE_PATHS) {
    const expect = options?.anyRefusal ? undefined : 404
    probes.push(
      {
        name: `certificate: ${label}`,
        method: 'GET',
        path: at(parts),
        session: 'customer',
        expect,
      },
      {
        name: `certificate without a session: ${label}`,
        method: 'GET',
        path: at(parts),
        session: 'none',
        expect,
      },
    )
  }
  // Past a 32-bit column (PostgreSQL's integer), which once answered 500: no certificate's path.
  const beyond = at(`de/2147483648/${ROW}/${ROW}/`)
  for (const session of ['customer', 'none'] as const)
    probes.push({
      name: `certificate of booking 2^31, session: ${session}`,
      method: 'GET',
      path: beyond,
      session,
      expect: 404,
    })
  // Bookings by number, the customer's own among them: no item or participant matches.
  for (let booking = 1; booking <= 40; booking++)
    for (const [label, item, participant] of [
      ['unknown rows', ROW, OTHER_ROW],
      ['a module too', ROW, `${OTHER_ROW}/${ROW}`],
    ])
      probes.push({
        name: `certificate of booking ${booking}, ${label}`,
        method: 'GET',
        path: at(`de/${booking}/${item}/${participant}/`),
        session: 'customer',
        expect: 404,
      })
  const valid = at(`en/1/${ROW}/${OTHER_ROW}/`)
  probes.push(
    { name: 'certificate, no session', method: 'GET', path: valid, session: 'none', expect: 401 },
    { name: 'certificate as staff', method: 'GET', path: valid, session: 'staff', expect: 401 },
  )
  for (const [label, session] of forgedSessions(ctx.customerId))
    probes.push({
      name: `certificate with a forged session: ${label}`,
      method: 'GET',
      path: valid,
      session,
      expect: 401,
    })
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
    probes.push({
      name: `certificate by ${method}`,
      method,
      path: valid,
      session: 'customer',
      body: {},
      expect: 405,
    })
  return probes
}

/** Payload's customer auth routes: what a session that is none, forged, staff's or foreign gets. */
function authRouteProbes(ctx: CorpusContext): PortalProbe[] {
  const customers = '/api/customers'
  const probes: PortalProbe[] = []
  const sessions: [string, ProbeSession][] = [
    ['no session', 'none'],
    ...forgedSessions(ctx.customerId).map(([label, session]): [string, ProbeSession] => [
      `forged: ${label}`,
      session,
    ]),
  ]
  for (const [label, session] of sessions) {
    for (const body of [undefined, {}, { allSessions: true }])
      probes.push({
        name: `logout, ${label}, body ${JSON.stringify(body) ?? 'none'}`,
        method: 'POST',
        path: `${customers}/logout/`,
        session,
        body,
        expect: 400,
      })
    probes.push({
      name: `refresh-token, ${label}`,
      method: 'POST',
      path: `${customers}/refresh-token/`,
      session,
      body: {},
    })
    // `me` answers every visitor; a forged session reads as none.
    probes.push({
      name: `me, ${label}`,
      method: 'GET',
      path: `${customers}/me/`,
      session,
      expect: 200,
      noUser: true,
    })
  }
  probes.push(
    {
      name: 'logout from another site with the customer’s cookie',
      method: 'POST',
      path: `${customers}/logout/?allSessions=true`,
      session: 'customer',
      crossSite: true,
      expect: 400,
    },
    {
      name: 'logout of a customer as staff',
      method: 'POST',
      path: `${customers}/logout/`,
      session: 'staff',
      expect: 403,
    },
    {
      name: 'unlock as the customer',
      method: 'POST',
      path: `${customers}/unlock/`,
      session: 'customer',
      body: { email: 'clara@kunde.example' },
    },
    {
      name: 'first-register',
      method: 'POST',
      path: `${customers}/first-register/`,
      session: 'none',
      body: { email: 'neu@kunde.example', password: 'ein-langes-passwort' },
      expect: 403,
    },
    { name: 'init', method: 'GET', path: `${customers}/init/`, session: 'none', expect: 404 },
    {
      name: 'verify',
      method: 'POST',
      path: `${customers}/verify/${'a'.repeat(40)}/`,
      session: 'none',
      expect: 404,
    },
    {
      name: 'login from another site',
      method: 'POST',
      path: `${customers}/login/`,
      session: 'none',
      crossSite: true,
      body: { email: 'clara@kunde.example', password: 'ein-langes-passwort' },
    },
    {
      name: 'forgot-password from another site',
      method: 'POST',
      path: `${customers}/forgot-password/`,
      session: 'none',
      crossSite: true,
      body: { email: 'clara@kunde.example' },
    },
    {
      name: 'reset-password from another site',
      method: 'POST',
      path: `${customers}/reset-password/`,
      session: 'none',
      crossSite: true,
      body: { token: 'a'.repeat(40), password: 'ein-neues-passwort' },
    },
  )
  return probes
}

/** The customer's account through the REST API: others' accounts, deletion, cross-site updates. */
function accountProbes(ctx: CorpusContext): PortalProbe[] {
  const own = `/api/customers/${ctx.customerId}/`
  const other = `/api/customers/${ctx.customerId + 1000}/`
  const change = { vorname: 'Mallory' }
  return [
    { name: 'read another account', method: 'GET', path: other, session: 'customer' },
    {
      name: 'update another account',
      method: 'PATCH',
      path: other,
      session: 'customer',
      body: change,
    },
    { name: 'delete another account', method: 'DELETE', path: other, session: 'customer' },
    { name: 'delete the own account', method: 'DELETE', path: own, session: 'customer' },
    {
      name: 'create an account as the customer',
      method: 'POST',
      path: '/api/customers/',
      session: 'customer',
      body: { email: 'zweit@kunde.example', password: 'ein-langes-passwort', ...change },
    },
    {
      name: 'update the own account from another site',
      method: 'PATCH',
      path: own,
      session: 'customer',
      crossSite: true,
      body: change,
    },
    {
      name: 'update the own account without a session',
      method: 'PATCH',
      path: own,
      session: 'none',
      body: change,
    },
    ...forgedSessions(ctx.customerId).map(([label, session]): PortalProbe => ({
      name: `update the own account with a forged session: ${label}`,
      method: 'PATCH',
      path: own,
      session,
      body: change,
    })),
  ]
}

/** A valid body for each portal JSON endpoint: only the session or the origin is wrong. */
const PORTAL_BODIES: Record<string, unknown> = {
  '/api/json-api/kundenportal/profil/': {
    message: { anrede: 'Frau', vorname: 'Mallory', nachname: 'Kunde', firma: '', telefon: '' },
  },
  '/api/json-api/kundenportal/passwort/': {
    message: { currentPassword: 'ein-langes-passwort', newPassword: 'ein-fremdes-passwort' },
  },
}

function portalJsonProbes(ctx: CorpusContext): PortalProbe[] {
  return PORTAL_JSON_ENDPOINTS.flatMap((path): PortalProbe[] => {
    const body = PORTAL_BODIES[path]
    const name = path.replace('/api/json-api/', '')
    return [
      {
        name: `${name} without a session`,
        method: 'POST',
        path,
        session: 'none',
        body,
        expect: 401,
      },
      { name: `${name} as staff`, method: 'POST', path, session: 'staff', body, expect: 401 },
      {
        name: `${name} from another site`,
        method: 'POST',
        path,
        session: 'customer',
        crossSite: true,
        body,
        expect: 403,
      },
      ...forgedSessions(ctx.customerId).map(([label, session]): PortalProbe => ({
        name: `${name} with a forged session: ${label}`,
        method: 'POST',
        path,
        session,
        body,
        expect: 401,
      })),
      ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map((method): PortalProbe => ({
        name: `${name} by ${method}`,
        method,
        path,
        session: 'customer',
        body: method === 'GET' ? undefined : body,
        expect: 405,
      })),
    ]
  })
}

/** Every portal probe for one database. */
export function portalProbes(ctx: CorpusContext): PortalProbe[] {
  return [
    ...certificateProbes(ctx),
    ...authRouteProbes(ctx),
    ...accountProbes(ctx),
    ...portalJsonProbes(ctx),
  ]
}

/** What is wrong with a probe's answer, or null: its status (or a 4xx), never a 5xx. */
export function probeProblem(probe: PortalProbe, status: number, text: string): string | null {
  const seen = `${status} ${text.slice(0, 160)}`
  if (status >= 500) return `server error: ${seen}`
  if (probe.expect === undefined)
    return status >= 400 && status < 500 ? null : `expected a 4xx, got ${seen}`
  if (status !== probe.expect) return `expected ${probe.expect}, got ${seen}`
  if (probe.noUser && !/^\{"user":null\b/.test(text)) return `a user for a forged session: ${seen}`
  return null
}

const CROSS_SITE = 'https://evil.example'

/**
 * The request headers of a probe: a browser page on the site (or on another site), with the
 * session's cookie; `logins` are the customer's cookie and staff's, as the runner holds them.
 */
export function probeHeaders(
  probe: PortalProbe,
  site: string,
  logins: { customer: string; staff: Record<string, string> },
): Headers {
  const headers = new Headers({
    Origin: probe.crossSite ? CROSS_SITE : site,
    'Sec-Fetch-Site': probe.crossSite ? 'cross-site' : 'same-origin',
  })
  if (probe.body !== undefined) headers.set('Content-Type', 'application/json')
  const { session } = probe
  if (session === 'customer') headers.set('Cookie', logins.customer)
  else if (session === 'staff')
    for (const [name, value] of Object.entries(logins.staff)) headers.set(name, value)
  else if (session !== 'none') headers.set('Cookie', session.cookie)
  return headers
}
