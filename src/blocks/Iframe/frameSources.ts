import { type SecurityConfig, securityConfigFromEnv } from '@/features/security/headers'
import { sitePolicy } from '@/features/security/policies'
import { thirdPartySources } from '@/features/security/providers'
import { parseExtraSources } from '@/features/security/sources'
import { validateEmbeddableUrl } from '@/fields/embedUrl'

/**
 * The frame-src of the page policy this server sends (built as headers.ts siteCsp() builds it,
 * from the running process's environment): 'self', the fixed embeds, the configured third
 * parties' frames and CSP_EXTRA_SOURCES. A frame from anywhere else stays blank in the browser.
 */
export function allowedFrameSources(config: SecurityConfig = securityConfigFromEnv()): string[] {
  const extra = parseExtraSources(config.extraSources).sources
  const policy = sitePolicy({
    thirdParties: thirdPartySources(config),
    extra,
    imageOrigin: null,
    development: config.development,
    https: false,
  })
  return policy['frame-src'] ?? []
}

/**
 * Whether the policy lets a frame load the address: a path or address of the site itself by 'self',
 * else by its origin.
 */
export function isAllowedFrameAddress(
  address: string,
  sources: string[],
  siteUrl: string,
): boolean {
  const value = address.trim()
  const self = sources.includes("'self'")
  if (value.startsWith('/')) return self
  try {
    const { origin } = new URL(value)
    return (self && origin === new URL(siteUrl).origin) || sources.includes(origin)
  } catch {
    return false
  }
}

type Options = {
  required?: boolean | null
  maxLength?: number | null
  req?: { i18n?: { language?: string } }
}

function notAllowed(address: string, sources: string[], language: string | undefined): string {
  let origin = address.trim()
  try {
    origin = new URL(origin).origin
  } catch {}
  const allowed = sources.filter((s) => s !== "'self'").join(', ')
  if (language === 'en') {
    return `The site may not embed ${origin}: it is not among the frame sources the site allows (its own pages, ${allowed}). Operations can add it to the CSP_EXTRA_SOURCES setting, e.g. “frame-src ${origin}”.`
  }
  return `${origin} darf die Website nicht einbetten: Die Adresse gehört nicht zu den erlaubten Rahmenquellen (eigene Seiten, ${allowed}). Der Betrieb kann sie in der Einstellung CSP_EXTRA_SOURCES ergänzen, z. B. „frame-src ${origin}“.`
}

/**
 * Payload validate for frame addresses: an embeddable address (fields/embedUrl.ts) that the page
 * policy lets a frame load.
 */
export function validateFrameAddress(value: unknown, options: Options = {}): true | string {
  const base = validateEmbeddableUrl(value, options)
  if (base !== true || typeof value !== 'string' || value === '') return base
  const config = securityConfigFromEnv()
  const sources = allowedFrameSources(config)
  return isAllowedFrameAddress(value, sources, config.siteUrl)
    ? true
    : notAllowed(value, sources, options.req?.i18n?.language)
}
