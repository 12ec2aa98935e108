// Relative imports only: next.config.ts loads this module outside the bundler.
import { env } from '../../lib/env'

import { DENIED_FEATURES, HSTS_VALUE, REFERRER_POLICY } from './constants'
import {
  adminPolicy,
  apiPolicy,
  embeddedPagePolicy,
  serializePolicy,
  sitePolicy,
  uploadedFilePolicy,
} from './policies'
import { type ScriptAddresses, thirdPartySources } from './providers'
import { originOf, parseExtraSources } from './sources'

/**
 * Everything the security headers depend on; read from the environment by securityConfigFromEnv().
 */
export type SecurityConfig = ScriptAddresses & {
  siteUrl: string
  imageBaseUrl: string
  /** CSP_EXTRA_SOURCES as written. */
  extraSources: string
  development: boolean
}

/**
 * One response header. Names are lower-case, so that the proxy's value replaces next.config's for
 * the same header.
 */
export type Header = { key: string; value: string }

/** A next.config `headers()` entry. */
export type HeaderRoute = { source: string; headers: Header[] }

const CSP = 'content-security-policy'

/** The settings from src/lib/env.ts (the running process's environment). */
export function securityConfigFromEnv(): SecurityConfig {
  return {
    siteUrl: env.SITE_URL,
    imageBaseUrl: env.IMAGE_BASE_URL,
    extraSources: env.CSP_EXTRA_SOURCES,
    development: env.isDevelopment,
    gtmScriptUrl: env.GTM_SCRIPT_URL,
    chatScriptUrl: env.CHAT_SCRIPT_URL,
    jobWidgetScriptUrl: env.JOB_WIDGET_SCRIPT_URL,
    newsletterWidgetScriptUrl: env.NEWSLETTER_WIDGET_SCRIPT_URL,
  }
}

/**
 * Whether the site is served over https, i.e. a production deployment (HSTS, upgraded requests).
 */
export const servedOverHttps = (config: Pick<SecurityConfig, 'siteUrl'>): boolean =>
  config.siteUrl.startsWith('https://')

/** `camera=(), microphone=(), …`: each listed feature allowed to no origin at all. */
export function permissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')
}

/**
 * The site's Content-Security-Policy value for this configuration (with a nonce: the nonce
 * variant's; framedBySite: a draft-mode answer's, which the admin's live preview frames).
 */
export function siteCsp(config: SecurityConfig, nonce?: string, framedBySite = false): string {
  const extra = parseExtraSources(config.extraSources)
  if (extra.rejected.length > 0) {
    console.warn(
      `CSP_EXTRA_SOURCES ignores ${extra.rejected.join(' | ')}: only plain origins for script-, style-, img-, font-, connect-, frame- and media-src`,
    )
  }
  const policy = sitePolicy({
    thirdParties: thirdPartySources(config),
    extra: extra.sources,
    imageOrigin: originOf(config.imageBaseUrl),
    development: config.development,
    https: servedOverHttps(config),
    nonce,
    framedBySite,
  })
  return serializePolicy(policy)
}

/**
 * Strict-Transport-Security on an https site; nothing on plain http (browsers ignore it there, and
 * localhost must stay reachable).
 */
export function hstsHeaders(config: SecurityConfig): Header[] {
  return servedOverHttps(config) ? [{ key: 'strict-transport-security', value: HSTS_VALUE }] : []
}

/** Headers every response gets, whatever its type. */
export function commonHeaders(config: SecurityConfig): Header[] {
  return [
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'referrer-policy', value: REFERRER_POLICY },
    { key: 'permissions-policy', value: permissionsPolicy() },
    // For browsers without frame-ancestors; /embeds/, uploaded files and (through the proxy)
    // draft-mode pages relax it to SAMEORIGIN.
    { key: 'x-frame-options', value: 'DENY' },
    { key: 'cross-origin-opener-policy', value: 'same-origin' },
    ...hstsHeaders(config),
  ]
}

/** What the proxy knows about a page request that changes its headers. */
export type PageRequest = { framedBySite?: boolean }

/**
 * What a page request gets besides its policy: HSTS, and for a draft-mode answer SAMEORIGIN in
 * place of next.config's DENY.
 */
function otherPageHeaders(config: SecurityConfig, framedBySite: boolean): Header[] {
  return [
    ...(framedBySite ? [{ key: 'x-frame-options', value: 'SAMEORIGIN' }] : []),
    ...hstsHeaders(config),
  ]
}

/**
 * What src/proxy.ts sets on every page it answers, from the running server's environment.
 * framedBySite only for a request in Next's draft mode: its answer is rendered for that editor and
 * never cached, and the admin's live preview shows it in a frame (docs/decisions/0009).
 */
export function pageHeaders(
  config: SecurityConfig,
  { framedBySite = false }: PageRequest = {},
): Header[] {
  return [
    { key: CSP, value: siteCsp(config, undefined, framedBySite) },
    ...otherPageHeaders(config, framedBySite),
  ]
}

/**
 * next.config.ts `headers()`: the same headers for every response (pages, files, API, admin),
 * with a policy per kind of answer. Later entries override earlier ones for the same header.
 * Next evaluates this at build time (routes-manifest.json), so the site policy here uses the
 * build's environment; pages get theirs again from the proxy at request time.
 */
export function nextConfigHeaders(config: SecurityConfig): HeaderRoute[] {
  const https = servedOverHttps(config)
  const sameOriginFrames = { key: 'x-frame-options', value: 'SAMEORIGIN' }
  return [
    {
      source: '/:path*',
      headers: [...commonHeaders(config), { key: CSP, value: siteCsp(config) }],
    },
    {
      source: '/embeds/:path*',
      headers: [{ key: CSP, value: serializePolicy(embeddedPagePolicy()) }, sameOriginFrames],
    },
    { source: '/content/:path*', headers: [{ key: CSP, value: serializePolicy(apiPolicy()) }] },
    { source: '/api/:path*', headers: [{ key: CSP, value: serializePolicy(apiPolicy()) }] },
    {
      source: '/api/:collection/file/:filename*',
      headers: [{ key: CSP, value: serializePolicy(uploadedFilePolicy()) }, sameOriginFrames],
    },
    {
      source: '/admin/:path*',
      headers: [
        {
          key: CSP,
          value: serializePolicy(adminPolicy({ development: config.development, https })),
        },
      ],
    },
  ]
}

/** Whether this build is the nonce variant (CSP_NONCE=1 at build time; docs/decisions/0009). */
export const CSP_NONCE_VARIANT = env.CSP_NONCE

/** The page policies with a placeholder where each response's nonce goes, each built once. */
const nonceTemplates = new Map<boolean, string>()
const NONCE_SLOT = 'NONCE_SLOT'

/** 128 random bits, base64: a fresh nonce for one response. */
function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/**
 * The page headers for one request: as pageHeadersFromEnv(), except in the nonce variant, where
 * the policy carries a fresh nonce. The proxy also puts that policy on the request, where Next
 * reads the nonce and writes it on every script it renders.
 */
export function pageHeadersForRequest(request: PageRequest = {}): Header[] {
  if (!CSP_NONCE_VARIANT) return pageHeadersFromEnv(request)
  const framedBySite = Boolean(request.framedBySite)
  const config = securityConfigFromEnv()
  let template = nonceTemplates.get(framedBySite)
  if (!template)
    nonceTemplates.set(framedBySite, (template = siteCsp(config, NONCE_SLOT, framedBySite)))
  return [
    { key: CSP, value: template.replace(NONCE_SLOT, createNonce()) },
    ...otherPageHeaders(config, framedBySite),
  ]
}

const cachedPageHeaders = new Map<boolean, Header[]>()

/**
 * pageHeaders() for this process's environment, built once per kind (the environment does not
 * change while it runs).
 */
export function pageHeadersFromEnv({ framedBySite = false }: PageRequest = {}): Header[] {
  let headers = cachedPageHeaders.get(framedBySite)
  if (!headers)
    cachedPageHeaders.set(
      framedBySite,
      (headers = pageHeaders(securityConfigFromEnv(), { framedBySite })),
    )
  return headers
}
