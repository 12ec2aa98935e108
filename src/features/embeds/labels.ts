import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import type { GateLabels } from './ConsentGate.client'
import { EMBED_PRIVACY_URLS } from './constants'
import { thirdPartyHost, type EmbedKind } from './rules'

/** What the gate needs from the server: the provider, its texts and the privacy statement. */
export type GateConfig = { provider: string; privacyUrl: string; labels: GateLabels }

/**
 * The consent notice for content from `provider`, translated on the server (the browser gets plain
 * strings).
 */
export async function getGateConfig(
  locale: Locale,
  provider: string,
  kind: EmbedKind,
): Promise<GateConfig> {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'embeds.gate' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const alwaysHint =
    kind === 'maps'
      ? t('alwaysHintMaps', { provider })
      : kind === 'youtube'
        ? t('alwaysHintYoutube', { provider })
        : null
  return {
    provider,
    privacyUrl: EMBED_PRIVACY_URLS[locale],
    labels: {
      title: t('title', { provider }),
      text: t('text', { provider }),
      privacy: t('privacy'),
      newTab: common('openInNewTab'),
      load: t('load'),
      always: t('always'),
      alwaysHint,
    },
  }
}

/**
 * The notice for an embedded frame, or null when the address is on this site (nothing goes to a
 * third party, so the frame loads at once) or cannot be embedded at all.
 */
export async function getFrameGate(locale: Locale, src: string): Promise<GateConfig | null> {
  const host = thirdPartyHost(src, env.SITE_URL)
  return host ? getGateConfig(locale, host, 'frame') : null
}
