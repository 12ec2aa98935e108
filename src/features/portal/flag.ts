import { APIError, type Payload, type PayloadRequest } from 'payload'

import { json } from '@/features/forms/server/http'
import { env } from '@/lib/env'
import type { SiteSetting } from '@/payload-types'

/**
 * The portal is on only when the environment (SHOW_KUNDENPORTAL) and the site settings both allow
 * it (docs/behaviour/roles.md#portal-flag).
 */
export const portalFlagOn = (settings: Pick<SiteSetting, 'showKundenportal'>): boolean =>
  env.SHOW_KUNDENPORTAL && settings.showKundenportal !== false

async function readPortalFlag(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  if (!env.SHOW_KUNDENPORTAL) return false
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    req,
    overrideAccess: true,
    select: { showKundenportal: true },
  })
  return portalFlagOn(settings)
}

// One read per request, however many ask: an endpoint's own check, the auth hooks and every
// access rule (Payload's /access asks them all) of the same request.
const flagOfRequest = new WeakMap<PayloadRequest, Promise<boolean>>()

/**
 * The flag read from the database, for endpoints and access rules: they run outside a page render
 * (no Next cache there), and switching the portal off must take effect at once, on every instance.
 */
export function isPortalOn(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  if (!req) return readPortalFlag(payload)
  let flag = flagOfRequest.get(req)
  if (!flag) {
    flag = readPortalFlag(payload, req)
    flagOfRequest.set(req, flag)
  }
  return flag
}

/**
 * The answer of our portal endpoints while the portal is off: not there, as the certificate
 * download answers.
 */
export const portalOffResponse = (): Response => json({ status: 'error', code: 'portalOff' }, 404)

const MESSAGES = {
  de: 'Das Kundenportal ist abgeschaltet.',
  en: 'The customer portal is switched off.',
}

/**
 * The same refusal from inside Payload (access rules, hooks): its REST API answers 404 with the
 * message.
 */
export class PortalOffError extends APIError {
  constructor(language?: string) {
    super(MESSAGES[language === 'en' ? 'en' : 'de'], 404, { code: 'portalOff' }, true)
    // Payload logs errors by name; a NotFound is logged as info, not as a server fault with its
    // stack.
    this.name = 'NotFound'
  }
}

/** Throws PortalOffError while the portal is off. */
export async function assertPortalOn(req: PayloadRequest): Promise<void> {
  if (!(await isPortalOn(req.payload, req))) throw new PortalOffError(req.i18n?.language)
}
