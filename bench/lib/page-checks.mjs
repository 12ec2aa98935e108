import { adminApi } from './admin-api.mjs'
import { rawGet } from './floor-server.mjs'

/** The German path of one published seminar (seeded), for the seminar-page rows. */
export async function seminarPath(base) {
  const { docs } = await fetch(
    `${base}/api/seminars?limit=1&depth=0&locale=de&sort=id&where[_status][equals]=published`,
  ).then((r) => r.json())
  if (!docs?.[0]?.path) throw new Error('no published seminar with a path in the seeded database')
  return docs[0].path
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Publishes a new title for the CMS page at `pagePath` through the REST API of `appBase`, then
 * polls `proxyBase` until the page shows it; returns the seconds that took (null: not within
 * `timeoutMs`). The proxy holds the page in its cache before the change; the old title is restored.
 */
export async function publishDelay({ appBase, proxyBase, pagePath, timeoutMs = 120_000 }) {
  const api = await adminApi(appBase)
  const { docs } = await api.call(
    `/api/pages?depth=0&locale=de&where[path][equals]=${encodeURIComponent(pagePath)}`,
  )
  const page = docs[0]
  if (!page) throw new Error(`no page at ${pagePath}`)
  for (let i = 0; i < 3; i++) await rawGet(`${proxyBase}${pagePath}`)
  const cached = await rawGet(`${proxyBase}${pagePath}`)
  if (cached.headers['x-cache-status'] !== 'HIT')
    throw new Error(
      `nginx does not hold ${pagePath} (X-Cache-Status ${cached.headers['x-cache-status']}, Cache-Control ${cached.headers['cache-control']})`,
    )
  const marker = `Bench ${Date.now().toString(36)}`
  await api.call(`/api/pages/${page.id}?locale=de`, {
    method: 'PATCH',
    body: { title: marker, _status: 'published' },
  })
  const published = performance.now()
  let seconds = null
  while (performance.now() - published < timeoutMs) {
    const { body } = await rawGet(`${proxyBase}${pagePath}`)
    if (body.toString('utf8').includes(marker)) {
      seconds = (performance.now() - published) / 1000
      break
    }
    await sleep(500)
  }
  await api.call(`/api/pages/${page.id}?locale=de`, {
    method: 'PATCH',
    body: { title: page.title, _status: 'published' },
  })
  return seconds
}

/**
 * Checks the nonce variant without a browser: the policy's script-src has a nonce and no
 * 'unsafe-inline', every executable <script> in the HTML carries that nonce, a second request gets
 * another one, and the page is not cacheable. Returns { ok, detail }.
 */
export async function checkNonce(base, pagePath) {
  const read = async () => {
    const response = await rawGet(`${base}${pagePath}`)
    const policy = response.headers['content-security-policy'] ?? ''
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    const html = response.body.toString('utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !/type="application\/ld\+json"/.test(attrs))
    const signed = scripts.filter((attrs) => nonce && attrs.includes(`nonce="${nonce}"`)).length
    return {
      nonce,
      scriptSrc,
      scripts: scripts.length,
      signed,
      cacheControl: response.headers['cache-control'] ?? '',
    }
  }
  const first = await read()
  const second = await read()
  const problems = []
  if (!first.nonce) problems.push('no nonce in script-src')
  if (first.scriptSrc.includes("'unsafe-inline'"))
    problems.push("'unsafe-inline' still in script-src")
  if (first.scripts === 0 || first.signed !== first.scripts)
    problems.push(`${first.signed} of ${first.scripts} scripts carry the nonce`)
  if (first.nonce === second.nonce) problems.push('the same nonce twice')
  if (!/no-store|private/.test(first.cacheControl))
    problems.push(`cacheable: ${first.cacheControl}`)
  const detail = problems.length
    ? problems.join('; ')
    : `${first.signed}/${first.scripts} scripts carry the header's nonce; new nonce per request; ${first.cacheControl}`
  return { ok: problems.length === 0, detail }
}
