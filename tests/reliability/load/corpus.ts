import {
  type BadRequest,
  badInputCorpus,
  type CorpusContext,
  corpusSize,
  type EndpointSpec,
  isErrorBody,
} from '../bad-inputs'
import { whereQueries } from '../payload-routes'
import { type PortalProbe, portalProbes, probeHeaders, probeProblem } from '../portal-routes'
import { type AdminApi, credentials } from './admin'
import type { TestDatabase } from './database'

/** Collections a refused request could add to or change. */
const WATCHED = [
  'contact-messages',
  'callback-requests',
  'whitepaper-requests',
  'newsletter-subscriptions',
  'waiting-list-entries',
  'date-alerts',
  'bookings',
  'customers',
  'sent-mails',
]
const CONCURRENCY = 8

export type CorpusResult = { sent: number; problems: string[]; seconds: number }

/** The seeded portal customer's session cookie, for the portal endpoints. */
async function customerCookie(base: string): Promise<string> {
  const { email, password } = credentials.customer
  const response = await fetch(`${base}/api/customers/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  })
  const cookie = /payload-token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie)
    throw new Error(
      `the seeded customer cannot log in (${response.status}): no session for the portal endpoints`,
    )
  return cookie
}

/**
 * What is wrong with an answer to a bad request, or null (the same rule as
 * tests/int/reliability.bad-inputs.test.ts).
 */
function problemOf(
  endpoint: EndpointSpec,
  bad: BadRequest,
  status: number,
  text: string,
): string | null {
  const seen = `${status} ${text.slice(0, 160)}`
  if (status >= 500) return `server error: ${seen}`
  if (bad.expect !== undefined && status !== bad.expect)
    return `expected ${bad.expect}, got ${seen}`
  // The whitepaper download's contract answers bad requests with an empty 200
  // (docs/behaviour/http-calls.md#whitepaper-download-endpoint).
  if (endpoint.emptyAnswers) return text === '' ? null : `expected an empty body, got ${seen}`
  if (status < 400) return `accepted: ${seen}`
  try {
    return isErrorBody(endpoint, JSON.parse(text)) ? null : `no JSON error: ${seen}`
  } catch {
    return `not JSON: ${seen}`
  }
}

type Logins = { cookie: string; staff: string }

async function send(
  base: string,
  endpoint: EndpointSpec,
  bad: BadRequest,
  logins: Logins,
): Promise<string | null> {
  const headers: Record<string, string> = { Origin: base, 'Sec-Fetch-Site': 'same-origin' }
  const contentType = bad.contentType === undefined ? 'application/json' : bad.contentType
  if (contentType !== null) headers['Content-Type'] = contentType
  if (endpoint.customer) headers.Cookie = logins.cookie
  if (endpoint.staff) headers.Authorization = logins.staff
  // Bytes, so that fetch adds no Content-Type of its own.
  const body =
    typeof bad.body === 'string' ? new TextEncoder().encode(bad.body) : new Uint8Array(bad.body)
  try {
    // The slash form, as the site's own forms post (trailingSlash: the other one is a 308); a
    // redirect would be a finding.
    const url = `${base}${endpoint.path.replace(/\/?$/, '/')}`
    const response = await fetch(url, {
      method: endpoint.method ?? 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    return problemOf(endpoint, bad, response.status, await response.text())
  } catch (error) {
    return `no answer: ${error instanceof Error ? `${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}` : error}`
  }
}

/** A `where` query: 200 with a list or a 4xx JSON error, never a 5xx. */
async function query(base: string, path: string, headers: Record<string, string>) {
  try {
    // The slash form before the query, as the admin calls it (the other is a 308).
    const response = await fetch(`${base}${path.replace('?', '/?')}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    const seen = `${response.status} ${text.slice(0, 160)}`
    if (response.status >= 500) return `server error: ${seen}`
    const body = JSON.parse(text) as Record<string, unknown>
    const ok = response.status === 200 ? Array.isArray(body.docs) : Array.isArray(body.errors)
    return ok ? null : `unexpected answer: ${seen}`
  } catch (error) {
    return `no answer or no JSON: ${error instanceof Error ? error.message : error}`
  }
}

/** A portal probe (portal-routes.ts): its status, never a 5xx. */
async function probe(base: string, portal: PortalProbe, logins: Logins): Promise<string | null> {
  const headers = probeHeaders(portal, base, {
    customer: logins.cookie,
    staff: { Authorization: logins.staff },
  })
  try {
    const response = await fetch(`${base}${portal.path}`, {
      method: portal.method,
      headers,
      body: portal.body === undefined ? undefined : JSON.stringify(portal.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    return probeProblem(portal, response.status, await response.text())
  } catch (error) {
    return `no answer: ${error instanceof Error ? error.message : error}`
  }
}

/**
 * Whether the customer's session still holds (no probe logged it out in their name). Asked as the
 * site's own page asks: Payload takes a cookie only with an allowed Origin (its `csrf` list).
 */
async function stillLoggedIn(base: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${base}/api/customers/me/`, {
    headers: { Cookie: cookie, Origin: base },
  })
  return Boolean(((await response.json()) as { user?: unknown }).user)
}

const snapshot = async (api: AdminApi, db: TestDatabase): Promise<Record<string, number>> => ({
  ...Object.fromEntries(
    await Promise.all(WATCHED.map(async (slug) => [slug, await api.count(slug)] as const)),
  ),
  'mail outbox': await db.outboxSize(),
})

/**
 * Every refusable request of the bad-input corpus against the live server: 4xx with a JSON error,
 * no 5xx, nothing stored; then the `where` queries (200 or a 4xx, no 5xx).
 */
export async function runCorpus(
  base: string,
  api: AdminApi,
  db: TestDatabase,
  ctx: CorpusContext,
): Promise<CorpusResult> {
  const started = performance.now()
  const logins = { cookie: await customerCookie(base), staff: api.authorization }
  const customerBefore = await api.call(
    `/api/customers?where[email][equals]=${encodeURIComponent(credentials.customer.email)}&depth=0`,
  )
  const dateBefore = await api.call(`/api/seminar-dates/${ctx.dateId}?depth=0`)
  const before = await snapshot(api, db)
  const queue = badInputCorpus(ctx).flatMap(({ endpoint, requests }) =>
    requests.filter((bad) => !bad.acceptable).map((bad) => ({ endpoint, bad })),
  )
  const queries = whereQueries()
  const probes = portalProbes(ctx)
  const size = corpusSize(ctx)
  console.log(
    `  corpus: ${size.total} bad inputs (${size.bodies} bodies, ${size.queries} where queries, ${size.portal} portal probes)`,
  )
  const roleHeaders = {
    anonymous: {},
    customer: { Cookie: logins.cookie },
    staff: { Authorization: logins.staff },
  }
  const problems: string[] = []
  let next = 0
  let nextQuery = 0
  let nextProbe = 0
  const worker = async () => {
    while (next < queue.length) {
      const { endpoint, bad } = queue[next++]
      const problem = await send(base, endpoint, bad, logins)
      if (problem) problems.push(`${endpoint.name} · ${bad.name}: ${problem}`)
    }
    while (nextQuery < queries.length) {
      const { name, path, role } = queries[nextQuery++]
      const problem = await query(base, path, roleHeaders[role])
      if (problem) problems.push(`where · ${name}: ${problem}`)
    }
    while (nextProbe < probes.length) {
      const portal = probes[nextProbe++]
      const problem = await probe(base, portal, logins)
      if (problem) problems.push(`portal · ${portal.name}: ${problem}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const after = await snapshot(api, db)
  for (const slug of Object.keys(before))
    if (after[slug] !== before[slug])
      problems.push(`${slug}: ${before[slug]} documents before the corpus, ${after[slug]} after`)
  const customerAfter = await api.call(
    `/api/customers?where[email][equals]=${encodeURIComponent(credentials.customer.email)}&depth=0`,
  )
  if (JSON.stringify(customerAfter) !== JSON.stringify(customerBefore))
    problems.push('the portal customer’s account changed')
  if (!(await stillLoggedIn(base, logins.cookie)))
    problems.push('the portal customer was logged out by a probe')
  const dateAfter = await api.call(`/api/seminar-dates/${ctx.dateId}?depth=0`)
  if (JSON.stringify(dateAfter) !== JSON.stringify(dateBefore))
    problems.push(`seminar date ${ctx.dateId} changed`)
  return {
    sent: queue.length + queries.length + probes.length,
    problems,
    seconds: (performance.now() - started) / 1000,
  }
}
