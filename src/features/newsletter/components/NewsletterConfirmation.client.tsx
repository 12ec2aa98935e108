'use client'

import { useTranslations } from 'next-intl'

import { OutcomePanel } from '@/components/ui/OutcomePanel'

import { useConfirmation } from '../useConfirmation'

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
        <OutcomePanel className="mt-8" kind="success" title={t('confirmed')}>
          <p className="mt-2">{t('confirmedInfo')}</p>
        </OutcomePanel>
      )}
      {view === 'unsubscribed' && (
        <OutcomePanel className="mt-8" kind="success" title={t('unsubscribed')}>
          <p className="mt-2">{t('unsubscribedInfo')}</p>
          {signUpLink}
        </OutcomePanel>
      )}
      {view === 'invalid' && (
        <OutcomePanel className="mt-8" kind="problem" title={t('invalid')}>
          <p className="mt-2">{t('invalidInfo')}</p>
          {signUpLink}
        </OutcomePanel>
      )}
      {view === 'error' && (
        <OutcomePanel className="mt-8" kind="problem" title={t('error')}>
          <p className="mt-2">{t('errorInfo')}</p>
          <button type="button" className="btn-primary mt-6" onClick={() => void submit()}>
            {t('retry')}
          </button>
        </OutcomePanel>
      )}
    </div>
  )
}
