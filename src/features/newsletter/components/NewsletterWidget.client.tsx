'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { useConsent } from '@/features/consent/useConsent'
import { loadScript } from '@/lib/load-script'

import { createWidgetForm } from '../widget-script'

export type WidgetConfig = { portalId: string; formId: string; scriptUrl: string }

type Props = WidgetConfig & { privacyUrl: string; fallbackUrl: string }

/**
 * The marketing tool's sign-up form. Loading it sends the visitor's address to a third party, so
 * nothing is requested before consent: a two-click notice first, unless marketing consent is
 * stored.
 */
export function NewsletterWidget({ portalId, formId, scriptUrl, privacyUrl, fallbackUrl }: Props) {
  const t = useTranslations('newsletterForm.widget')
  const { cookieSettings } = useConsent()
  const [clicked, setClicked] = useState(false)
  const [result, setResult] = useState<'ready' | 'failed' | null>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  // The embed API takes a CSS selector; React's ids hold characters a selector would need escaped.
  const targetId = `newsletter-widget-${useId().replace(/[^\w-]/g, '')}`
  const wanted = clicked || cookieSettings.marketing

  useEffect(() => {
    if (!wanted) return
    let current = true
    loadScript(scriptUrl)
      .then(() => {
        if (!current) return
        createWidgetForm(portalId, formId, targetId)
        setResult('ready')
      })
      .catch((error: unknown) => {
        console.error('Error loading newsletter form', error)
        if (current) setResult('failed')
      })
    return () => {
      current = false
    }
  }, [wanted, scriptUrl, portalId, formId, targetId])

  // The load button disappears when clicked; the focus moves to what replaces it.
  useEffect(() => {
    if (clicked) regionRef.current?.focus()
  }, [clicked])

  if (!wanted) {
    return (
      <div
        className="mt-8 rounded-lg border border-line bg-white p-6"
        data-testid="newsletter-widget-consent"
      >
        <p className="font-semibold">{t('title')}</p>
        <p className="mt-2">{t('text')}</p>
        <p className="mt-2">
          <a
            href={privacyUrl}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('privacy')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </p>
        <button type="button" className="btn-primary mt-4" onClick={() => setClicked(true)}>
          {t('load')}
        </button>
      </div>
    )
  }

  return (
    <div
      ref={regionRef}
      tabIndex={-1}
      className="mt-8 outline-none"
      data-testid="newsletter-widget"
    >
      <div role="status">
        {result === null && <p className="text-muted">{t('loading')}</p>}
        {result === 'failed' && (
          <p>
            {t('failed')}{' '}
            <a href={fallbackUrl} className="font-semibold text-brand underline underline-offset-2">
              {t('fallback')}
            </a>
          </p>
        )}
      </div>
      <div id={targetId} />
    </div>
  )
}
