'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef } from 'react'

import { useConfirmation } from '../useConfirmation'

type PanelProps = { kind: 'success' | 'problem'; title: string; children: ReactNode }

/** A result with its heading focused, so keyboard and screen-reader users land on the outcome. */
function ResultPanel({ kind, title, children }: PanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [])
  const tone = kind === 'success' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'
  return (
    <div
      role={kind === 'success' ? 'status' : 'alert'}
      className={`mt-8 rounded-lg border-l-4 p-6 ${tone}`}
      data-confirmation-result={kind}
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      {children}
    </div>
  )
}

/**
 * The page a confirmation mail links to. It explains what the link is for and confirms (or
 * unsubscribes) only on the visitor's click; the token never leaves the browser before that.
 */
export function NewsletterConfirmation({ signUpUrl }: { signUpUrl: string }) {
  const t = useTranslations('newsletterForm.confirmation')
  const { view, action, submit } = useConfirmation()
  const signUpLink = (
    <a href={signUpUrl} className="btn-secondary mt-6">
      {t('signUp')}
    </a>
  )

  return (
    <div data-testid="newsletter-confirmation">
      <p className="max-w-3xl">{t('explanation')}</p>
      {view === 'noToken' && (
        <>
          <p className="mt-4 max-w-3xl">{t('noToken')}</p>
          {signUpLink}
        </>
      )}
      {(view === 'ready' || view === 'sending') && (
        <div className="mt-8 max-w-3xl rounded-lg border border-line bg-white p-6">
          <p>{t(action === 'unsubscribe' ? 'unsubscribeText' : 'confirmText')}</p>
          <button
            type="button"
            className="btn-primary mt-4"
            aria-disabled={view === 'sending' || undefined}
            onClick={() => void submit()}
          >
            {view === 'sending'
              ? t('sending')
              : t(action === 'unsubscribe' ? 'unsubscribeButton' : 'confirmButton')}
          </button>
        </div>
      )}
      {view === 'confirmed' && (
        <ResultPanel kind="success" title={t('confirmed')}>
          <p className="mt-2">{t('confirmedInfo')}</p>
        </ResultPanel>
      )}
      {view === 'unsubscribed' && (
        <ResultPanel kind="success" title={t('unsubscribed')}>
          <p className="mt-2">{t('unsubscribedInfo')}</p>
          {signUpLink}
        </ResultPanel>
      )}
      {view === 'invalid' && (
        <ResultPanel kind="problem" title={t('invalid')}>
          <p className="mt-2">{t('invalidInfo')}</p>
          {signUpLink}
        </ResultPanel>
      )}
      {view === 'error' && (
        <ResultPanel kind="problem" title={t('error')}>
          <p className="mt-2">{t('errorInfo')}</p>
          <button type="button" className="btn-primary mt-6" onClick={() => void submit()}>
            {t('retry')}
          </button>
        </ResultPanel>
      )}
    </div>
  )
}
