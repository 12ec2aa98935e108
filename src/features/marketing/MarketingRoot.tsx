import { getTranslations } from 'next-intl/server'

import { ChatLauncher } from '@/features/chat/components/ChatLauncher.lazy'
import type { Locale } from '@/i18n/locales'

import { getMarketingConfig } from './config'
import { MarketingScripts } from './MarketingScripts.client'

/**
 * The layout's marketing part: the consent watcher for the tag manager and chat scripts, and the
 * floating chat launcher. The server renders no third-party script; the browser adds them after
 * consent, so the cached HTML is the same for everybody.
 */
export async function MarketingRoot({ locale }: { locale: Locale }) {
  const [config, t] = await Promise.all([
    getMarketingConfig(locale),
    getTranslations({ locale, namespace: 'chat' }),
  ])
  const labels = { open: t('open'), close: t('close'), loading: t('loading'), failed: t('failed') }
  return (
    <>
      <MarketingScripts
        gtmId={config.gtmId}
        gtmScriptUrl={config.gtmScriptUrl}
        chatPortalId={config.chatPortalId}
        chatScriptUrl={config.chatScriptUrl}
      />
      {config.chatPortalId && (
        <ChatLauncher scriptUrl={config.chatScriptUrl} phone={config.phone} labels={labels} />
      )}
    </>
  )
}
