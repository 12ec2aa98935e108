import type { ExtendableDirective } from './constants'
import type { ThirdPartySources } from './providers'

/**
 * A policy as directive → sources; an empty list writes the directive alone
 * (upgrade-insecure-requests).
 */
export type Policy = Record<string, string[]>

/** One header value: directives in the order given, each source once. */
export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...new Set(sources)].join(' '))
    .join('; ')
}

export type SitePolicyOptions = {
  thirdParties: ThirdPartySources
  /** Operator additions (CSP_EXTRA_SOURCES), already checked to be plain origins. */
  extra: Partial<Record<ExtendableDirective, string[]>>
  /** Where CMS images come from when not from the site (IMAGE_BASE_URL's origin). */
  imageOrigin: string | null
  /** `next dev`: React rebuilds server error stacks with eval there (never in production). */
  development: boolean
  /** Served over https: plain-http subresources are upgraded instead of loaded in the clear. */
  https: boolean
  /**
   * The nonce variant (CSP_NONCE=1 builds only): scripts run by this response's nonce, and what
   * they load by 'strict-dynamic', instead of 'unsafe-inline'. Pages then render per request.
   */
  nonce?: string
  /**
   * A draft-mode answer (an editor's preview, never cached): the admin's live preview shows it in a
   * frame of the site itself. Every other page may be framed by nobody.
   */
  framedBySite?: boolean
}

/**
 * The public site's policy. Pages are cached and the same HTML goes to everybody, and Next inlines
 * its RSC payload as `<script>self.__next_f.push(…)</script>` in every page: a nonce would make
 * every page dynamic, a hash cannot cover streamed payloads. So inline scripts are allowed
 * ('unsafe-inline'), while scripts from anywhere but the site and the consented third parties,
 * plugins, <base>, foreign form targets and framing by other sites stay blocked
 * (docs/decisions/0009-content-security-policy.md).
 */
export function sitePolicy(options: SitePolicyOptions): Policy {
  const { thirdParties: third, extra } = options
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...third.script,
      ...(extra['script-src'] ?? []),
    ],
    // Server-rendered style attributes (the loading bar; third-party widgets) need 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'", ...(extra['style-src'] ?? [])],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(options.imageOrigin ? [options.imageOrigin] : []),
      ...third.img,
      ...(extra['img-src'] ?? []),
    ],
    'font-src': ["'self'", 'data:', ...(extra['font-src'] ?? [])],
    'connect-src': ["'self'", ...third.connect, ...(extra['connect-src'] ?? [])],
    'media-src': ["'self'", ...(extra['media-src'] ?? [])],
    // 'self': the showcase embeds pages of its own (public/embeds/).
    'frame-src': ["'self'", ...third.frame, ...(extra['frame-src'] ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [options.framedBySite ? "'self'" : "'none'"],
  }
  if (options.https) policy['upgrade-insecure-requests'] = []
  return policy
}

/**
 * Payload's admin: a Next app of its own with the same inline RSC scripts, inline styles, blob:
 * and data: previews of uploads (thumbnails drawn on a canvas). It talks only to the site's API and
 * loads nothing from elsewhere (avatar 'default', no code or JSON fields that would fetch Monaco
 * from a CDN). Kept apart so that the site's policy need not grow for it.
 */
export function adminPolicy(options: { development: boolean; https: boolean }): Policy {
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  if (options.https) policy['upgrade-insecure-requests'] = []
  return policy
}

/**
 * JSON, CSV and PDF answers (/api/, /content/): a document opened from them may load and run
 * nothing. Our own PDFs are attachments, so no viewer needs more.
 */
export function apiPolicy(): Policy {
  return {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
}

/**
 * Uploaded files (/api/<collection>/file/…), opened in a tab: no script, so an uploaded SVG cannot
 * run any, but Chrome's PDF viewer works — it shows the file through an <embed> of the file itself
 * (object-src) in a page with inline styles.
 */
export function uploadedFilePolicy(): Policy {
  return {
    'default-src': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'unsafe-inline'"],
    'object-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  }
}

/**
 * The site's own embeddable pages (public/embeds/): inline styles and own images only, framed by
 * the site alone.
 */
export function embeddedPagePolicy(): Policy {
  return {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  }
}
