'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { openCookieSettings, useConsent, useConsentHydrated } from '@/features/consent/useConsent'
import { telHref } from '@/lib/format'

import { closeChat, openChat, useChatStore } from '../store'
import { ChatIcon } from './ChatIcon'

type Props = {
  /** The chat script's URL, `{portalId}` already replaced; null when no chat is configured. */
  scriptUrl: string | null
  phone: string
}

/**
 * The chat page's own start button, sharing its state with the floating launcher. Without
 * marketing consent it explains why the chat is missing and opens the cookie settings.
 */
export function ChatPanel({ scriptUrl, phone }: Props) {
  const t = useTranslations('chat.page')
  const hydrated = useConsentHydrated()
  const { cookieSettings } = useConsent()
  const status = useChatStore((state) => state.status)
  const phoneLink = (chunks: React.ReactNode) => (
    <a
      href={telHref(phone)}
      className="font-semibold whitespace-nowrap text-brand underline underline-offset-2"
    >
      {chunks}
    </a>
  )

  // The stored choice is read after mount; until then show nothing that may be wrong.
  if (!hydrated) return <div className="min-h-32" aria-hidden="true" />

  if (!scriptUrl)
    return <p className="text-lg">{t.rich('notConfigured', { phone, tel: phoneLink })}</p>

  // The panels below are alike by shape only: each state has its own text and action.
  if (!cookieSettings.marketing) {
    return (
      <div className="rounded-lg border border-line bg-section-grey p-5 md:p-6">
        <h2 className="text-xl font-semibold">{t('consentTitle')}</h2>
        <p className="mt-2 max-w-prose">{t('consentText')}</p>
        <button
          type="button"
          onClick={() => openCookieSettings('footer')}
          aria-haspopup="dialog"
          className="btn-primary mt-4"
        >
          {t('openSettings')}
        </button>
        <p className="mt-4 text-muted">{t.rich('phoneInstead', { phone, tel: phoneLink })}</p>
      </div>
    )
  }

  return (
    <div className="rounded-lg border border-line bg-section-blue p-5 md:p-6">
      <h2 className="text-xl font-semibold">{t('readyTitle')}</h2>
      <p className="mt-2 max-w-prose">{t('readyText')}</p>
      <button
        type="button"
        onClick={() => (status === 'open' ? closeChat() : void openChat(scriptUrl))}
        aria-busy={status === 'loading' || undefined}
        className="btn-primary mt-4 min-h-14 px-8 text-lg"
      >
        <ChatIcon />
        {status === 'open' ? t('stop') : status === 'loading' ? t('loading') : t('start')}
      </button>
      <p role="status" className="mt-4">
        {status === 'failed'
          ? t.rich('failed', { phone, tel: phoneLink })
          : status === 'open'
            ? t('openHint')
            : ''}
      </p>
    </div>
  )
}
