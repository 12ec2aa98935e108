import 'server-only'

import { resolveChatScriptUrl } from '@/features/chat/hubspot'
import { getSiteSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

export type MarketingConfig = {
  gtmId: string
  gtmScriptUrl: string
  chatPortalId: string
  /** `{portalId}` replaced; empty without a portal id. */
  chatScriptUrl: string
  /** The institute's phone number, offered when the chat cannot load. */
  phone: string
}

/** The tag manager and chat settings: the site settings first, the environment as the fallback. */
export async function getMarketingConfig(locale: Locale): Promise<MarketingConfig> {
  const settings = await getSiteSettings(locale)
  const chatPortalId = settings.chatPortalId || env.CHAT_PORTAL_ID
  return {
    gtmId: settings.gtmId || env.GTM_ID,
    gtmScriptUrl: env.GTM_SCRIPT_URL,
    chatPortalId,
    chatScriptUrl: chatPortalId ? resolveChatScriptUrl(env.CHAT_SCRIPT_URL, chatPortalId) : '',
    phone: settings.phone ?? '',
  }
}
