import config from '@payload-config'
import { type CollectionSlug, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as passwordRoute from '@/app/api/json-api/kundenportal/passwort/route'
import * as profileRoute from '@/app/api/json-api/kundenportal/profil/route'
import * as certificateRoute from '@/app/api/kundenportal/zertifikat/[...parts]/route'
import { POST as suggest } from '@/app/api/json-api/suche/route'
import { handleCertificateRequest } from '@/features/portal/achievements/certificate/http'
import { CERTIFICATE_BASE } from '@/features/portal/achievements/certificate/paths'
import { handleBookingRequest } from '@/features/booking/server/http'
import { handleCallbackRequest } from '@/features/callback/server/handler'
import { handleContactRequest } from '@/features/contact/server/handler'
import { handleNewsletterRequest } from '@/features/newsletter/server/handler'
import { handleNewsletterConfirm } from '@/features/newsletter/server/confirm-handler'
import { handleWhitepaperRequest } from '@/features/whitepapers/server/request-handler'
import { handlePasswordRequest } from '@/features/portal/profile/server/password'
import { handleProfileRequest } from '@/features/portal/profile/server/profile'
import { handleWhitepaperDownload } from '@/features/whitepapers/server/http'
import { handleOfferRequest } from '@/features/waiting-list/server/accept'
import { handleDateAlertConfirm } from '@/features/waiting-list/server/alert-confirm'
import { handleDateAlertRequest } from '@/features/waiting-list/server/alerts'
import { handleWaitingListRequest } from '@/features/waiting-list/server/signup'
import { env } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'
import {
  type BadRequest,
  badRequests,
  type CorpusContext,
  corpusSize,
  type EndpointSpec,
  endpointSpecs,
  isErrorBody,
  wrap,
} from '../reliability/bad-inputs'
import { whereQueries } from '../reliability/payload-routes'
import {
  type PortalProbe,
  portalProbes,
  probeHeaders,
  probeProblem,
} from '../reliability/portal-routes'
import { seedCatalogue } from './booking.fixtures'
import { createWhitepaper, seedSettings, weekdayTermin } from './forms.fixtures'

// Every POST endpoint against the bad-input corpus (issue 9): each refusal a 4xx with a clear JSON
// error (the whitepaper download: its contract's empty answer), never a 5xx, and nothing stored.
// Acceptable hostile text (markup or SQL in a free-text field) must be stored exactly as sent.

let payload: Payload
let cookie = ''
let staffCookie = ''
let customerId = 0
let ctx: CorpusContext

const first = <T>(result: Promise<{ response: T }>) => result.then(({ response }) => response)
/**
 * Each endpoint's handler, as its route calls it (without the outbox kick, so no mail job runs
 * mid-count).
 */
const HANDLERS: Record<string, (request: Request) => Promise<Response>> = {
  kontakt: (request) => first(handleContactRequest(request, payload)),
  callback: (request) => first(handleCallbackRequest(request, payload)),
  whitepaper: (request) => first(handleWhitepaperRequest(request, payload)),
  newsletter: (request) => first(handleNewsletterRequest(request, payload)),
  'newsletter/confirm': (request) => first(handleNewsletterConfirm(request, payload)),
  buchung: (request) => first(handleBookingRequest(request, payload)),
  suche: (request) => suggest(request),
  'kundenportal/profil': (request) => handleProfileRequest(request, payload),
  'kundenportal/passwort': (request) => handlePasswordRequest(request, payload),
  'whitepaper-dl': (request) => handleWhitepaperDownload(request, payload),
  warteliste: (request) => first(handleWaitingListRequest(request, payload)),
  'warteliste/angebot': (request) => first(handleOfferRequest(request, payload)),
  'termin-benachrichtigung': (request) => first(handleDateAlertRequest(request, payload)),
  'termin-benachrichtigung/bestaetigen': (request) =>
    first(handleDateAlertConfirm(request, payload)),
}
/** Where an endpoint keeps what it accepts. */
const STORES: Record<string, CollectionSlug> = {
  kontakt: 'contact-messages',
  callback: 'callback-requests',
  whitepaper: 'whitepaper-requests',
  newsletter: 'newsletter-subscriptions',
  buchung: 'bookings',
  // (The waiting list has no entry here: its corpus date has free seats, so even a well-formed
  // sign-up is told to book and nothing is stored to compare.)
  'termin-benachrichtigung': 'date-alerts',
  'kundenportal/profil': 'customers',
  'customers/:own (update)': 'customers',
  'seminar-dates/:id (staff update)': 'seminar-dates',
}

const encoder = new TextEncoder()

/**
 * The request a same-origin browser page would send, with the corpus entry's body and Content-Type.
 */
function toRequest(endpoint: EndpointSpec, bad: Pick<BadRequest, 'body' | 'contentType'>): Request {
  const headers = new Headers({
    Origin: env.SITE_URL,
    'Sec-Fetch-Site': 'same-origin',
    'X-Forwarded-For': '203.0.113.50',
  })
  const contentType = bad.contentType === undefined ? 'application/json' : bad.contentType
  if (contentType !== null) headers.set('Content-Type', contentType)
  if (endpoint.customer) headers.set('Cookie', cookie)
  if (endpoint.staff) headers.set('Cookie', staffCookie)
  // Bytes, not a string: for a string body the Request would invent 'text/plain' when no type is
  // given.
  const body = typeof bad.body === 'string' ? encoder.encode(bad.body) : new Uint8Array(bad.body)
  return new Request(new URL(endpoint.path, env.SITE_URL), {
    method: endpoint.method ?? 'POST',
    headers,
    body,
  })
}

type Answer = { status: number; text: string; json: Record<string, unknown> | null }

async function send(
  endpoint: EndpointSpec,
  bad: Pick<BadRequest, 'body' | 'contentType'>,
): Promise<Answer> {
  const request = toRequest(endpoint, bad)
  const handler = HANDLERS[endpoint.name]
  // The customer auth endpoints live in Payload's REST API: through its handler, as in production.
  const response = handler
    ? await handler(request)
    : await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const text = await response.text()
  let json: Record<string, unknown> | null = null
  try {
    json = JSON.parse(text)
  } catch {
    // Left null: the checks below name it.
  }
  return { status: response.status, text, json }
}

/**
 * What is wrong with a refusal, or null: 4xx (or the download's empty 200), the expected status, a
 * clear error.
 */
function refusalProblem(endpoint: EndpointSpec, bad: BadRequest, answer: Answer): string | null {
  const seen = `${answer.status} ${answer.text.slice(0, 160)}`
  if (answer.status >= 500) return `server error: ${seen}`
  if (bad.expect !== undefined && answer.status !== bad.expect)
    return `expected ${bad.expect}, got ${seen}`
  if (endpoint.emptyAnswers)
    return answer.text === '' ? null : `expected an empty body, got ${seen}`
  if (answer.status < 400) return `accepted: ${seen}`
  return isErrorBody(endpoint, answer.json) ? null : `no JSON error: ${seen}`
}

/** Documents per collection, the jobs queue included (payload.config's collections list it). */
async function counts(): Promise<Record<string, number>> {
  const slugs = payload.config.collections.map((collection) => collection.slug as CollectionSlug)
  return Object.fromEntries(
    await Promise.all(
      slugs.map(
        async (slug) =>
          [
            slug,
            (await payload.count({ collection: slug, overrideAccess: true })).totalDocs,
          ] as const,
      ),
    ),
  )
}

/**
 * The customer's own data and the seminar date, which the portal endpoints and Payload's updates
 * could change without adding a document.
 */
async function changeableState(): Promise<unknown> {
  const { anrede, vorname, nachname, firma, telefon, email, updatedAt } = await payload.findByID({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
  })
  const date = await payload.findByID({
    collection: 'seminar-dates',
    id: ctx.dateId,
    depth: 0,
    overrideAccess: true,
  })
  return { customer: { anrede, vorname, nachname, firma, telefon, email, updatedAt }, date }
}

const valueAt = (doc: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc)

/** Next's answer for a method a route module does not export. */
const methodNotAllowed = () => new Response(null, { status: 405 })

/** Path segments as Next hands them to a catch-all route: each decoded (kept when it cannot be). */
function catchAllParts(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
}

/** A portal probe through the handler its route calls, as Next routes it. */
async function sendProbe(probe: PortalProbe): Promise<Response> {
  const headers = probeHeaders(probe, env.SITE_URL, {
    customer: cookie,
    staff: { Cookie: staffCookie },
  })
  headers.set('X-Forwarded-For', '203.0.113.51')
  const body = probe.body === undefined ? undefined : JSON.stringify(probe.body)
  const request = new Request(new URL(probe.path, env.SITE_URL), {
    method: probe.method,
    headers,
    body,
  })
  const { pathname } = new URL(request.url)
  if (pathname.startsWith(`${CERTIFICATE_BASE}/`) || pathname === `${CERTIFICATE_BASE}/`) {
    if (!(probe.method in certificateRoute)) return methodNotAllowed()
    return handleCertificateRequest(
      request,
      catchAllParts(pathname.slice(CERTIFICATE_BASE.length)),
      payload,
    )
  }
  const portalRoutes: Record<string, [object, (request: Request) => Promise<Response>]> = {
    '/api/json-api/kundenportal/profil/': [profileRoute, HANDLERS['kundenportal/profil']],
    '/api/json-api/kundenportal/passwort/': [passwordRoute, HANDLERS['kundenportal/passwort']],
  }
  const portalRoute = portalRoutes[pathname]
  if (portalRoute)
    return probe.method in portalRoute[0] ? portalRoute[1](request) : methodNotAllowed()
  // Payload's REST API: its handler takes the path without Next's trailing slash.
  return handleEndpoints({ config, path: pathname.replace(/\/$/, ''), request })
}

const NAMES = endpointSpecs({ whitepaperId: 1, dateId: 1, termin: '', customerId: 1 }).map(
  (endpoint) => endpoint.name,
)
const specOf = (name: string) => endpointSpecs(ctx).find((endpoint) => endpoint.name === name)!

describe('bad inputs against every POST endpoint', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    process.env.RATE_LIMIT = 'off'
    await seedSettings(payload)
    const catalogue = await seedCatalogue(payload)
    const account = { email: 'clara@kunde.example', password: 'ein-langes-passwort' }
    customerId = (
      await payload.create({
        collection: 'customers',
        data: { ...account, anrede: 'Frau', vorname: 'Clara', nachname: 'Kunde' },
      })
    ).id
    ctx = {
      whitepaperId: await createWhitepaper(payload, { title: 'Führen auf Distanz' }),
      dateId: (await catalogue.addDate(500)).id,
      termin: weekdayTermin(),
      customerId,
    }
    cookie = cookieFrom(await rest('POST', '/api/customers/login', { body: account }))
    expect(cookie).toMatch(/^payload-token=/)
    const staff = { email: 'redaktion@institut.example', password: 'ein-langes-passwort' }
    await payload.create({ collection: 'users', data: { ...staff, name: 'Redaktion' } })
    staffCookie = cookieFrom(await rest('POST', '/api/users/login', { body: staff }))
    expect(staffCookie).toMatch(/^payload-token=/)
  })
  afterAll(() => {
    delete process.env.RATE_LIMIT
  })

  it('holds at least 1,000 bad requests and queries, each endpoint’s names unique', () => {
    const all = endpointSpecs(ctx).map((endpoint) => badRequests(endpoint))
    const size = corpusSize(ctx)
    console.log(
      `bad-input corpus: ${size.total} bad inputs (${size.bodies} bodies, ${size.queries} where queries, ${size.portal} portal probes)`,
    )
    expect(size.total).toBeGreaterThanOrEqual(1000)
    expect(new Set(portalProbes(ctx).map((probe) => probe.name)).size).toBe(size.portal)
    expect(new Set(whereQueries().map((query) => query.name)).size).toBe(whereQueries().length)
    for (const requests of all)
      expect(new Set(requests.map((request) => request.name)).size).toBe(requests.length)
  })

  it('takes JSON however a client spells its media type, so nothing the site sends is refused', async () => {
    const endpoint = specOf('suche')
    for (const contentType of [
      'application/json',
      'application/json; charset=UTF-8',
      'Application/JSON;charset="utf-8"',
    ]) {
      const answer = await send(endpoint, {
        body: JSON.stringify(wrap(endpoint, endpoint.example())),
        contentType,
      })
      expect({ contentType, status: answer.status }).toEqual({ contentType, status: 200 })
    }
  })

  for (const name of NAMES) {
    it(`${name}: refuses every bad request with a 4xx and a clear error, stores nothing, keeps hostile text verbatim`, async () => {
      const endpoint = specOf(name)
      // The example itself passes the schema, so each bad request differs from a valid one in one
      // thing.
      if (name !== 'kundenportal/passwort') {
        const example = await send(endpoint, {
          body: JSON.stringify(wrap(endpoint, endpoint.example())),
        })
        expect(example.status, example.text).toBe(endpoint.exampleStatus)
        if (endpoint.exampleStatus < 400) expect(example.json?.errors).toBeUndefined()
      }
      const requests = badRequests(endpoint)
      const before = await counts()
      const stateBefore = await changeableState()
      const problems: string[] = []
      for (const bad of requests.filter((request) => !request.acceptable)) {
        const problem = refusalProblem(endpoint, bad, await send(endpoint, bad))
        if (problem) problems.push(`${bad.name}: ${problem}`)
      }
      expect(problems).toEqual([])
      expect(await counts()).toEqual(before)
      expect(await changeableState()).toEqual(stateBefore)

      const store = STORES[name]
      for (const bad of requests.filter((request) => request.acceptable)) {
        const answer = await send(endpoint, bad)
        expect(answer.status, `${bad.name}: ${answer.text}`).toBe(endpoint.exampleStatus)
        if (!store || !bad.texts) continue
        const { docs } = await payload.find({
          collection: store,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        const stored = Object.fromEntries(
          Object.keys(bad.texts ?? {}).map((path) => [path, valueAt(docs[0], path)]),
        )
        expect(stored, bad.name).toEqual(bad.texts)
      }
      // Accepted hostile text adds only to the endpoint's own collection and the mail queue.
      const untouched = (all: Record<string, number>) =>
        Object.fromEntries(
          Object.entries(all).filter(([slug]) => slug !== store && slug !== 'payload-jobs'),
        )
      expect(untouched(await counts())).toEqual(untouched(before))
      // The staff login spends one password hash on every refusal (decision 0018).
    }, 300_000)
  }
  it('answers every portal probe (certificates, auth routes, accounts, portal endpoints by session, origin and method) as it must, never a 5xx, and changes nothing', async () => {
    const before = await counts()
    const stateBefore = await changeableState()
    const problems: string[] = []
    for (const probe of portalProbes(ctx)) {
      const response = await sendProbe(probe)
      const problem = probeProblem(probe, response.status, await response.text())
      if (problem) problems.push(`${probe.name}: ${problem}`)
    }
    expect(problems).toEqual([])
    expect(await counts()).toEqual(before)
    expect(await changeableState()).toEqual(stateBefore)
    // No probe ended the customer's session in their name (a cross-site logout, say).
    const me = await rest('GET', '/api/customers/me', { cookie })
    expect(((await me.json()) as { user: { id: number } | null }).user?.id).toBe(customerId)
  }, 300_000)

  it('answers every hostile or broken `where` query with 200 or a 4xx JSON error, never a 5xx', async () => {
    const cookies = { anonymous: undefined, customer: cookie, staff: staffCookie }
    const problems: string[] = []
    for (const query of whereQueries()) {
      const response = await rest('GET', query.path, { cookie: cookies[query.role] })
      const text = await response.text()
      let body: Record<string, unknown> | null = null
      try {
        body = JSON.parse(text)
      } catch {
        // named below
      }
      const seen = `${response.status} ${text.slice(0, 160)}`
      if (response.status >= 500) problems.push(`${query.name}: server error ${seen}`)
      else if (response.status === 200 && !Array.isArray(body?.docs))
        problems.push(`${query.name}: no list ${seen}`)
      else if (response.status !== 200 && !Array.isArray(body?.errors))
        problems.push(`${query.name}: no JSON error ${seen}`)
    }
    expect(problems).toEqual([])
  }, 300_000)
})
