import { headers } from 'next/headers'

import { CSP_NONCE_VARIANT } from './headers'

/**
 * This request's script nonce in the nonce variant (the proxy puts the policy on the request, as
 * Next reads it for its own scripts); undefined in the shipped build, whose policy allows inline
 * scripts. For the few inline scripts the site writes itself.
 */
export async function requestNonce(): Promise<string | undefined> {
  if (!CSP_NONCE_VARIANT) return undefined
  const policy = (await headers()).get('content-security-policy') ?? ''
  return /'nonce-([^']+)'/.exec(policy)?.[1]
}
