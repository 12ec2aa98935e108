'use client'

import dynamic from 'next/dynamic'

/**
 * The banner as a chunk of its own: only a first visit (or a visitor who has not chosen yet)
 * fetches it, together with the dialog code it needs. Tests resolve this file to
 * CookieBanner.client.
 */
export const CookieBanner = dynamic(
  () => import('./CookieBanner.client').then((module) => module.CookieBanner),
  { ssr: false },
)
