'use client'

import { useEffect } from 'react'

import { useConsent, useConsentStore } from '@/features/consent/useConsent'

export type MarketingScriptsProps = {
  /** Site settings' tag manager id, else GTM_ID; empty when the site has no tag manager. */
  gtmId: string
  gtmScriptUrl: string
  /** Empty: no chat on this site. */
  chatPortalId: string
  /** The chat script's URL, `{portalId}` already replaced. */
  chatScriptUrl: string
}

/**
 * Loads the marketing scripts once the visitor allows marketing, and undoes them when the visitor
 * withdraws it (docs/behaviour/states.md#consent): scripts, frames, tracking cookies and data layer
 * go, then the page reloads so that nothing the scripts started keeps running. Renders nothing.
 */
export function MarketingScripts({
  gtmId,
  gtmScriptUrl,
  chatPortalId,
  chatScriptUrl,
}: MarketingScriptsProps) {
  const marketing = useConsent().cookieSettings.marketing

  // The loaders and the purge are imported when needed: most visitors never allow marketing, so
  // their pages do not carry that code.
  useEffect(() => {
    if (!marketing) return
    void import('./gtm').then(({ loadTagManager }) =>
      loadTagManager({ gtmId, scriptUrl: gtmScriptUrl }),
    )
    // The widget itself waits for the launcher (loadImmediately: false).
    if (chatPortalId)
      void import('@/features/chat/hubspot')
        .then(({ loadChatScript }) => loadChatScript(chatScriptUrl))
        .catch((error: unknown) => console.error('Error loading the chat script', error))
  }, [marketing, gtmId, gtmScriptUrl, chatPortalId, chatScriptUrl])

  useEffect(
    () =>
      useConsentStore.subscribe((state, previous) => {
        if (!previous.cookieSettings.marketing || state.cookieSettings.marketing) return
        void import('./purge').then(({ purgeMarketing }) => {
          purgeMarketing({ gtmScriptUrl })
          window.location.reload()
        })
      }),
    [gtmScriptUrl],
  )

  return null
}
