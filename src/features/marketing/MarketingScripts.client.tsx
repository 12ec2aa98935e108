'use client'

import { useEffect } from 'react'

import { loadChatScript } from '@/features/chat/hubspot'
import { useConsent, useConsentStore } from '@/features/consent/useConsent'

import { loadTagManager } from './gtm'
import { purgeMarketing } from './purge'

export type MarketingScriptsProps = {
  /** Site settings' tag manager id, else GTM_ID; empty logs 'GTM ID is not defined' once marketing is on. */
  gtmId: string
  gtmScriptUrl: string
  /** Empty: no chat on this site. */
  chatPortalId: string
  /** The chat script's URL, `{portalId}` already replaced. */
  chatScriptUrl: string
}

/**
 * Loads the marketing scripts once the visitor allows marketing, and undoes them when the visitor
 * withdraws it (SPEC §4 Consent): scripts, frames, tracking cookies and data layer go, then the
 * page reloads so that nothing the scripts started keeps running. Renders nothing.
 */
export function MarketingScripts({ gtmId, gtmScriptUrl, chatPortalId, chatScriptUrl }: MarketingScriptsProps) {
  const marketing = useConsent().cookieSettings.marketing

  useEffect(() => {
    if (!marketing) return
    loadTagManager({ gtmId, scriptUrl: gtmScriptUrl })
    // The widget itself waits for the launcher (loadImmediately: false).
    if (chatPortalId) loadChatScript(chatScriptUrl).catch((error: unknown) => console.error('Error loading the chat script', error))
  }, [marketing, gtmId, gtmScriptUrl, chatPortalId, chatScriptUrl])

  useEffect(
    () =>
      useConsentStore.subscribe((state, previous) => {
        if (!previous.cookieSettings.marketing || state.cookieSettings.marketing) return
        purgeMarketing({ gtmScriptUrl })
        window.location.reload()
      }),
    [gtmScriptUrl],
  )

  return null
}
