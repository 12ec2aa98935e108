import { useConsentStore } from '@/features/consent/useConsent'

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

/**
 * Pushes a marketing event (docs/behaviour/states.md Forms: 'kontaktformular-abgeschickt',
 * 'callbackformular-abgeschickt') only when a tag manager is configured and the visitor agreed
 * to marketing. Nothing is pushed otherwise, not even into an empty data layer.
 */
export function pushFormEvent(event: string, gtmId: string | null | undefined): boolean {
  if (!gtmId) return false
  const store = useConsentStore
  if (!store.persist.hasHydrated()) void store.persist.rehydrate()
  if (!store.getState().cookieSettings.marketing) return false
  const w = window as DataLayerWindow
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ event })
  return true
}
