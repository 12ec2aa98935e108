import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { ChatPanel } from '@/features/chat/components/ChatPanel.client'
import { PRIVACY_PATH } from '@/features/consent/constants'
import { FormMessages } from '@/features/forms/FormMessages'
import { getMarketingConfig } from '@/features/marketing/config'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { testPageMetadata } from '@/features/seo/page-metadata'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

const HOW_KEYS = ['howProvider', 'howOpen', 'howAttachments', 'howRevoke'] as const

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export const generateMetadata = testPageMetadata('chat.page')

/**
 * /test/chat/ and /en/test/chat/: what the chat is, and its start button (or why it is missing).
 */
export default async function ChatTestPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, config] = await Promise.all([
    getTranslations({ locale, namespace: 'chat.page' }),
    getMarketingConfig(locale),
  ])
  // Alike test/standorte/page.tsx by shape only: each fixed test page names its own route and
  // content.
  const alternates = fixedRouteAlternates('/test/chat')

  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('title')}>
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t('intro')}</p>
      <div className="mt-8 max-w-3xl">
        <FormMessages locale={locale} namespaces={['chat']}>
          <ChatPanel scriptUrl={config.chatScriptUrl || null} phone={config.phone} />
        </FormMessages>
      </div>
      {/* Alike the whitepaper page's access section by shape only: a titled section of a page. */}
      <section aria-labelledby="chat-how" className="mt-12 max-w-3xl">
        <h2 id="chat-how" className="text-2xl font-semibold">
          {t('howTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {HOW_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="mt-4">
          {t.rich('privacy', {
            privacy: (chunks) => (
              <SmartLink
                href={PRIVACY_PATH[locale]}
                className="text-brand underline underline-offset-2"
              >
                {chunks}
              </SmartLink>
            ),
          })}
        </p>
      </section>
    </FixedRoutePage>
  )
}
