import {
  type BadRequest,
  badInputCorpus,
  type CorpusContext,
  type EndpointSpec,
} from '../bad-inputs'
import { type AdminApi, credentials } from './admin'
import type { TestDatabase } from './database'

/** Collections a refused request could add to or change. */
const WATCHED = [
  'contact-messages',
  'callback-requests',
  'whitepaper-requests',
  'newsletter-subscriptions',
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
    const body = JSON.parse(text) as Record<string, unknown>
    return body.status === 'error' && (body.errors || body.code) ? null : `no JSON error: ${seen}`
  } catch {
    return `not JSON: ${seen}`
  }
}

async function send(
  base: string,
  endpoint: EndpointSpec,
  bad: BadRequest,
  cookie: string,
): Promise<string | null> {
  const headers: Record<string, string> = { Origin: base, 'Sec-Fetch-Site': 'same-origin' }
  const contentType = bad.contentType === undefined ? 'application/json' : bad.contentType
  if (contentType !== null) headers['Content-Type'] = contentType
  if (endpoint.customer) headers.Cookie = cookie
  // Bytes, so that fetch adds no Content-Type of its own.
  const body =
    typeof bad.body === 'string' ? new TextEncoder().encode(bad.body) : new Uint8Array(bad.body)
  try {
    // The slash form, as the site's own forms post (trailingSlash: the other one is a 308); a
    // redirect would be a finding.
    const url = `${base}${endpoint.path.replace(/\/?$/, '/')}`
    const response = await fetch(url, {
      method: 'POST',
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

const snapshot = async (api: AdminApi, db: TestDatabase): Promise<Record<string, number>> => ({
  ...Object.fromEntries(
    await Promise.all(WATCHED.map(async (slug) => [slug, await api.count(slug)] as const)),
  ),
  'mail outbox': await db.outboxSize(),
})

/**
 * Every refusable request of the bad-input corpus against the live server: 4xx with a JSON error,
 * no 5xx, nothing stored.
 */
export async function runCorpus(
  base: string,
  api: AdminApi,
  db: TestDatabase,
  ctx: CorpusContext,
): Promise<CorpusResult> {
  const started = performance.now()
  const cookie = await customerCookie(base)
  const customerBefore = await api.call(
    `/api/customers?where[email][equals]=${encodeURIComponent(credentials.customer.email)}&depth=0`,
  )
  const before = await snapshot(api, db)
  const queue = badInputCorpus(ctx).flatMap(({ endpoint, requests }) =>
    requests.filter((bad) => !bad.acceptable).map((bad) => ({ endpoint, bad })),
  )
  const problems: string[] = []
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const { endpoint, bad } = queue[next++]
      const problem = await send(base, endpoint, bad, cookie)
      if (problem) problems.push(`${endpoint.name} · ${bad.name}: ${problem}`)
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
  return { sent: queue.length, problems, seconds: (performance.now() - started) / 1000 }
}
