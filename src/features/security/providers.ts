import { EMBED_FRAME_ORIGINS } from './constants'
import { originOf, regionSuffix } from './sources'

/** Where the consented third parties may load scripts, images and frames from and send data to. */
export type ThirdPartySources = {
  script: string[]
  img: string[]
  connect: string[]
  frame: string[]
}

/** The configured script addresses (src/lib/env.ts), as the browser requests them after consent. */
export type ScriptAddresses = {
  gtmScriptUrl: string
  /** May hold `{portalId}`. */
  chatScriptUrl: string
  /** Empty: no job board. */
  jobWidgetScriptUrl: string
  newsletterWidgetScriptUrl: string
}

const empty = (): ThirdPartySources => ({ script: [], img: [], connect: [], frame: [] })

function merge(target: ThirdPartySources, add: Partial<ThirdPartySources>): void {
  for (const key of ['script', 'img', 'connect', 'frame'] as const)
    target[key].push(...(add[key] ?? []))
}

const https = (...hosts: string[]) => hosts.map((host) => `https://${host}`)

/**
 * What the real tag manager loads besides itself: Google Analytics 4 (its script comes from the
 * tag manager's host, its hits go to the EU collection hosts) and its noscript/preview frame.
 * Further tags a container adds go into CSP_EXTRA_SOURCES.
 */
function tagManagerHosts(origin: string): Partial<ThirdPartySources> {
  if (origin !== 'https://www.googletagmanager.com') return {}
  return {
    img: https('www.google-analytics.com'),
    connect: https(
      'www.google-analytics.com',
      'region1.google-analytics.com',
      'region1.analytics.google.com',
    ),
  }
}

/**
 * What HubSpot's loader (js[-eu1].hs-scripts.com/<portal>.js) pulls in: analytics, the collected
 * forms, the conversations (chat) script and the chat's frame, each on the loader's region.
 */
function chatHosts(host: string): Partial<ThirdPartySources> {
  const r = regionSuffix(host, /^js(-[a-z]+\d+)?\.hs-scripts\.com$/)
  if (r === null) return {}
  return {
    script: https(
      `js${r}.hs-analytics.net`,
      `js${r}.hs-banner.com`,
      `js${r}.hscollectedforms.net`,
      `js${r}.usemessages.com`,
    ),
    img: https(`track${r}.hubspot.com`),
    connect: https(
      `api${r}.hubspot.com`,
      `forms${r}.hscollectedforms.net`,
      `js${r}.hs-banner.com`,
      `track${r}.hubspot.com`,
    ),
    frame: https(`app${r}.hubspot.com`),
  }
}

/**
 * What HubSpot's form embed (js[-eu1].hsforms.net) needs: its submissions and the form's images.
 */
function newsletterHosts(host: string): Partial<ThirdPartySources> {
  const r = regionSuffix(host, /^js(-[a-z]+\d+)?\.hsforms\.net$/)
  if (r === null) return {}
  return {
    img: https(`forms${r}.hsforms.com`),
    connect: https(`forms${r}.hsforms.com`, `forms${r}.hubspot.com`),
  }
}

/**
 * The sources of every third party the site may load after consent, derived from the configured
 * script addresses: each script's own origin (a stand-in or a first-party tagging server then
 * works as well), plus the hosts the known providers load from or connect to, plus the fixed
 * embeds (YouTube without cookies, Google Maps). A script on the site itself adds nothing.
 */
export function thirdPartySources(addresses: ScriptAddresses): ThirdPartySources {
  const sources = empty()
  merge(sources, { frame: [...EMBED_FRAME_ORIGINS] })

  const gtm = originOf(addresses.gtmScriptUrl)
  // The tag manager's noscript fallback and its preview mode are frames from its own host.
  if (gtm) {
    merge(sources, { script: [gtm], img: [gtm], connect: [gtm], frame: [gtm] })
    merge(sources, tagManagerHosts(gtm))
  }

  const chat = originOf(addresses.chatScriptUrl)
  if (chat) {
    merge(sources, { script: [chat], connect: [chat] })
    merge(sources, chatHosts(new URL(chat).hostname))
  }

  // An unknown job board may fetch its openings and show them in a frame of its own host.
  const jobs = originOf(addresses.jobWidgetScriptUrl)
  if (jobs) merge(sources, { script: [jobs], img: [jobs], connect: [jobs], frame: [jobs] })

  const newsletter = originOf(addresses.newsletterWidgetScriptUrl)
  if (newsletter) {
    merge(sources, { script: [newsletter], connect: [newsletter] })
    merge(sources, newsletterHosts(new URL(newsletter).hostname))
  }

  return sources
}
