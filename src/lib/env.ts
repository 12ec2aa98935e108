import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The one place that reads process.env. Every setting has a working default so that
 * `npm start` on a fresh machine needs no configuration file (README.md "Configuration").
 */

const root = process.cwd()
export const VAR_DIR = path.resolve(/*turbopackIgnore: true*/ root, process.env.VAR_DIR || 'var')

function ensureVarDir(): void {
  if (!existsSync(VAR_DIR)) mkdirSync(VAR_DIR, { recursive: true })
}

/** A secret generated once into var/ and reused on every later start. */
function generatedSecret(): string {
  ensureVarDir()
  const file = path.join(VAR_DIR, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (url) return url
  ensureVarDir()
  return `file:${path.join(VAR_DIR, 'data.db')}`
}

export const env = {
  get DATABASE_URL(): string {
    return databaseUrl()
  },
  get isPostgres(): boolean {
    return /^postgres(ql)?:/.test(databaseUrl())
  },
  get PAYLOAD_SECRET(): string {
    return process.env.PAYLOAD_SECRET || generatedSecret()
  },
  get SITE_URL(): string {
    const port = process.env.PORT || '3000'
    return (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')
  },
  /**
   * Whether the operator set SITE_URL at all (SITE_URL above falls back to localhost); the start
   * notes it.
   */
  get siteUrlConfigured(): boolean {
    return Boolean(process.env.SITE_URL)
  },
  /**
   * Hosts (`host` or `host:port`) the site answers as they are besides SITE_URL's own
   * (SITE_HOST_ALIASES, comma-separated): every other host gets a 308 to SITE_URL. For a balancer
   * that rewrites the Host header, or a second instance reached directly in a test.
   */
  get SITE_HOST_ALIASES(): string[] {
    return (process.env.SITE_HOST_ALIASES ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean)
  },
  get SHOW_KUNDENPORTAL(): boolean {
    return flag(process.env.SHOW_KUNDENPORTAL, true)
  },
  // The getters below are alike by shape only: each reads its own variable with its own default.
  get GTM_ID(): string {
    return process.env.GTM_ID || ''
  },
  get CHAT_PORTAL_ID(): string {
    return process.env.CHAT_PORTAL_ID || ''
  },
  /**
   * The marketing tool's form script for the newsletter block (loaded in the browser after
   * consent).
   */
  get NEWSLETTER_WIDGET_SCRIPT_URL(): string {
    return process.env.NEWSLETTER_WIDGET_SCRIPT_URL || 'https://js.hsforms.net/forms/embed/v2.js'
  },
  /** The tag manager's script; `?id=<GTM id>` is appended. Tests point it at a local file. */
  get GTM_SCRIPT_URL(): string {
    return process.env.GTM_SCRIPT_URL || 'https://www.googletagmanager.com/gtm.js'
  },
  /**
   * The chat widget's loader; `{portalId}` is replaced by CHAT_PORTAL_ID. Tests point it at a local
   * file.
   */
  get CHAT_SCRIPT_URL(): string {
    return process.env.CHAT_SCRIPT_URL || 'https://js-eu1.hs-scripts.com/{portalId}.js'
  },
  /**
   * The external job board's widget script for the careers block (none: the block links to the jobs
   * page).
   */
  get JOB_WIDGET_SCRIPT_URL(): string {
    return process.env.JOB_WIDGET_SCRIPT_URL || ''
  },
  get SMTP_URL(): string {
    return process.env.SMTP_URL || ''
  },
  /**
   * The sender of every mail; empty means noreply@ the SITE_URL's host. Relays that take only
   * verified senders need it.
   */
  get MAIL_FROM(): string {
    return (process.env.MAIL_FROM || '').trim()
  },
  get IMAGE_BASE_URL(): string {
    return (process.env.IMAGE_BASE_URL || '').replace(/\/+$/, '')
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
  /**
   * `next dev` only (not tests): React needs eval there, so the CSP allows it
   * (docs/decisions/0009).
   */
  get isDevelopment(): boolean {
    return process.env.NODE_ENV === 'development'
  },
  /**
   * Hosts the Content-Security-Policy does not know by itself, as `directive origin …; …`
   * (e.g. `frame-src https://planer.example.de`): an iframe block's site, a tag the tag manager
   * adds.
   */
  get CSP_EXTRA_SOURCES(): string {
    return process.env.CSP_EXTRA_SOURCES || ''
  },
  /**
   * DEMO_CONTENT (default on): `false` means the demo content and its published logins are never
   * seeded (migrations still run) and `npm run seed -- --reset` refuses (scripts/seed.ts).
   */
  get demoContent(): boolean {
    return flag(process.env.DEMO_CONTENT, true)
  },
  /** `npm run dev` pushes the schema; everything else runs committed migrations. */
  get pushSchema(): boolean {
    return flag(process.env.PAYLOAD_PUSH_SCHEMA, false)
  },
  /**
   * Whether this process runs its scheduled jobs (the mail outbox, the daily retention run): a
   * running site does, `next build`, scripts and tests do not (RUN_JOBS=true/false overrides).
   */
  get runJobs(): boolean {
    const inServer =
      Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build'
    return flag(process.env.RUN_JOBS, inServer)
  },
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY): 0 when
   * visitors reach `next start` directly, 1 for the documented nginx (`true` means 1), 2 for a
   * load balancer in front of nginx … Rate limits take the address the outermost trusted proxy saw.
   */
  get TRUST_PROXY(): number {
    const value = (process.env.TRUST_PROXY ?? '').trim().toLowerCase()
    if (/^\d+$/.test(value)) return Math.min(Number(value), 10)
    return flag(value, false) ? 1 : 0
  },
  /**
   * Per-address limits on form and booking endpoints; RATE_LIMIT=off for benchmarks and e2e runs
   * only.
   */
  get rateLimit(): boolean {
    return flag(process.env.RATE_LIMIT, true)
  },
  /**
   * The per-request nonce variant of the page policy (docs/decisions/0009). A build-time switch:
   * next.config's `env` inlines CSP_NONCE into the bundles, so a build is one variant or the other.
   */
  get CSP_NONCE(): boolean {
    return process.env.CSP_NONCE === '1'
  },
  /** Test-only routes (the 500 trigger) exist only when the e2e run switches them on. */
  get enableTestRoutes(): boolean {
    return flag(process.env.ENABLE_TEST_ROUTES, false)
  },
}
