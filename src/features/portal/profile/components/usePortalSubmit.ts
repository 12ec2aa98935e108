import { useTranslations } from 'next-intl'
import { useCallback, useRef, useState } from 'react'

import { outcomeOf, postMessage } from '@/features/forms/client/useFormSubmission'

import { LIMITS } from '../schemas'

/** Where a portal form stands: nothing sent yet, sending, saved, or why it was not. */
export type SubmitState = 'idle' | 'sending' | 'saved' | 'failed' | 'loggedOut'

/** What the endpoint answered, as far as the form acts on it. */
export type PortalOutcome =
  | { kind: 'ok' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed' }
  | { kind: 'loggedOut' }

/**
 * Posts `{message}` to a portal endpoint, one send at a time; a 401 means the session has ended.
 */
export function usePortalSubmit(url: string) {
  const [state, setState] = useState<SubmitState>('idle')
  const inFlight = useRef(false)

  // Alike useFormSubmission's send by shape only: its own endpoint and outcomes (401: logged out).
  const submit = useCallback(
    async (message: unknown): Promise<PortalOutcome | null> => {
      if (inFlight.current) return null
      inFlight.current = true
      setState('sending')
      const answer = await postMessage(url, message)
      inFlight.current = false
      const read = answer ? outcomeOf(answer.status, answer.body as never) : null
      const outcome: PortalOutcome =
        answer?.status === 401
          ? { kind: 'loggedOut' }
          : read?.kind === 'ok' || read?.kind === 'invalid'
            ? read
            : { kind: 'failed' }
      setState(outcome.kind === 'ok' ? 'saved' : outcome.kind === 'invalid' ? 'idle' : outcome.kind)
      return outcome
    },
    [url],
  )

  return { state, submit }
}

/** Error keys as texts: the site's form errors and this page's own, with the limits they name. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const t = useTranslations()
  return (key) => (key ? (t.has(key) ? t(key, LIMITS) : t('forms.error.default')) : undefined)
}
