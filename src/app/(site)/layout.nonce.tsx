import type React from 'react'

/**
 * Built only into the nonce variant (CSP_NONCE=1: next.config adds the `nonce.tsx` page extension;
 * docs/decisions/0009). There every page must render per request, so that Next writes that
 * request's nonce on its scripts, and the build has to know it: segment options must be literals
 * in a route file, so this layout exists for that variant alone. The site layout's `connection()`
 * is what makes the render per request; this tells the build not to prepare the pages for its
 * render cache, where a per-request render would fail as "changed from static to dynamic".
 */
export const dynamic = 'force-dynamic'

export default function NonceVariantLayout({ children }: { children: React.ReactNode }) {
  return children
}
