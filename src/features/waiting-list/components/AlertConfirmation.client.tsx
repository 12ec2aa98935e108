'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { postMessage } from '@/features/forms/client/useFormSubmission'

import { DATE_ALERT_CONFIRM_URL, LINK_TOKEN_PATTERN } from '../constants'

type View = 'working' | 'confirmed' | 'unsubscribed' | 'invalid'

/**
 * The page of an alert's mailed link: confirms the alert, or ends it when the link says
 * `action=unsubscribe`. The token stays in the fragment, out of every log.
 */
export function AlertConfirmation() {
  const t = useTranslations('waitingList')
  const [view, setView] = useState<View>('working')

  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1))
    const token = params.get('token') ?? ''
    const action = params.get('action') === 'unsubscribe' ? 'unsubscribe' : 'confirm'
    if (!LINK_TOKEN_PATTERN.test(token)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment is read after mount
      setView('invalid')
      return
    }
    postMessage(DATE_ALERT_CONFIRM_URL, { token, action }).then((answer) => {
      const alert = (answer?.body as { alert?: string } | null)?.alert
      if (answer?.status !== 200) return setView('invalid')
      setView(alert === 'unsubscribed' ? 'unsubscribed' : 'confirmed')
    })
  }, [])

  const text = {
    working: t('alertConfirming'),
    confirmed: t('alertConfirmed'),
    unsubscribed: t('alertUnsubscribed'),
    invalid: t('offerInvalid'),
  }[view]
  return (
    <p role="status" className="rounded border-l-4 border-line bg-section-grey p-4">
      {text}
    </p>
  )
}
