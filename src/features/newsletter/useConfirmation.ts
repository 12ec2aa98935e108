import { useCallback, useEffect, useRef, useState } from 'react'

import { postMessage } from '@/features/forms/client/useFormSubmission'

import { NEWSLETTER_CONFIRM_URL } from './constants'
import { clearLocationHash, type ConfirmationFragment, parseConfirmationFragment } from './fragment'

/**
 * Where the confirmation page stands: before reading the link, waiting for the click, or a result.
 */
export type ConfirmationView =
  'reading' | 'noToken' | 'ready' | 'sending' | 'confirmed' | 'unsubscribed' | 'invalid' | 'error'

type Answer = { status?: string; subscription?: string } | null

/** The view an answer of the confirm endpoint leads to. */
export function confirmationViewOf(status: number, body: Answer): ConfirmationView {
  if (status === 200 && body?.status === 'ok') {
    if (body.subscription === 'confirmed') return 'confirmed'
    if (body.subscription === 'unsubscribed') return 'unsubscribed'
  }
  // 404: no subscription has this token (any more); 400: not even a token's shape.
  if (status === 404 || status === 400) return 'invalid'
  return 'error'
}

/**
 * Reads the token from the mailed link's fragment, clears it from the address bar and sends it
 * only when the visitor clicks: mail scanners that open links must not confirm for them.
 */
export function useConfirmation() {
  const [fragment, setFragment] = useState<ConfirmationFragment | null>(null)
  const [view, setView] = useState<ConfirmationView>('reading')
  const inFlight = useRef(false)

  useEffect(() => {
    const read = () => {
      const found = parseConfirmationFragment(window.location.hash)
      clearLocationHash()
      // The fragment exists only in the browser, so the server render (and the first one here)
      // cannot know it.
      setFragment(found)
      setView(found ? 'ready' : 'noToken')
    }
    read()
    // A second mailed link opened in the same tab changes only the fragment: no new page load.
    const onHashChange = () => {
      if (parseConfirmationFragment(window.location.hash)) read()
    }
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  const submit = useCallback(async () => {
    if (!fragment || inFlight.current) return
    inFlight.current = true
    setView('sending')
    const answer = await postMessage(NEWSLETTER_CONFIRM_URL, {
      token: fragment.token,
      action: fragment.action,
    })
    inFlight.current = false
    const next = answer ? confirmationViewOf(answer.status, answer.body as Answer) : 'error'
    setView(next)
  }, [fragment])

  return { view, action: fragment?.action ?? 'confirm', submit }
}
