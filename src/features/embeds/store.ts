import { acceptYoutube, useConsentStore } from '@/features/consent/useConsent'

import { REMEMBERED_FLAG, type EmbedKind } from './rules'

/** Reads the stored choices first (synchronous for local storage), so a write keeps the others. */
function hydrated(): void {
  if (!useConsentStore.persist.hasHydrated()) void useConsentStore.persist.rehydrate()
}

/** Stores whether maps may load on every page without asking again (googleMapsCookiesAccepted). */
export function setGoogleMapsConsent(accepted: boolean): void {
  hydrated()
  useConsentStore.setState({ googleMapsCookiesAccepted: accepted })
}

/**
 * Remembers "Always load" for a kind of embed; kinds without a flag of their own are not stored.
 */
export function rememberEmbed(kind: EmbedKind): void {
  const flag = REMEMBERED_FLAG[kind]
  if (flag === 'googleMapsCookiesAccepted') setGoogleMapsConsent(true)
  else if (flag === 'youtubeCookiesAccepted') acceptYoutube()
}
