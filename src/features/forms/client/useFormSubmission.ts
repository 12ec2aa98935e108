import { useCallback, useRef, useState } from 'react'

/**
 * docs/behaviour/states.md: after an invalid send the first field with an error is scrolled to
 * after 100 ms.
 */
export const FIRST_ERROR_DELAY_MS = 100

/**
 * docs/behaviour/states.md Forms: input → loading → success or error; both results lead back to the
 * input.
 */
export type FormView = 'input' | 'loading' | 'success' | 'error'

/** What the endpoint answered: ok, the failing fields (400), throttled (429) or anything else. */
export type SubmitOutcome =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rateLimited' }
  | { kind: 'failed' }

const OK_STATUSES = new Set(['ok', 'success'])

/**
 * Reads an endpoint's answer (docs/behaviour/http-calls.md: {status: "ok"|"success"} or {status:
 * "error", errors}).
 */
export function outcomeOf(
  status: number,
  body: { status?: string; errors?: Record<string, string> } | null,
): SubmitOutcome {
  if (status >= 200 && status < 300 && body && OK_STATUSES.has(String(body.status)))
    return { kind: 'ok', body: body as Record<string, unknown> }
  if (status === 400 && body?.errors && Object.keys(body.errors).length > 0)
    return { kind: 'invalid', errors: body.errors }
  if (status === 429) return { kind: 'rateLimited' }
  return { kind: 'failed' }
}

/** Scrolls to and focuses the first invalid control inside `container`, 100 ms from now. */
export function focusFirstError(container: HTMLElement | null): void {
  window.setTimeout(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    field?.focus({ preventScroll: true })
  }, FIRST_ERROR_DELAY_MS)
}

/**
 * Posts `{ message }` as JSON to one of our endpoints: the status and the JSON answer (null when
 * the body is not JSON). A network failure is logged to the console (docs/behaviour/errors.md) and
 * gives null.
 */
export async function postMessage(
  url: string,
  message: unknown,
): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ message }),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch (error) {
    console.error(`Sending the form to ${url} failed`, error)
    return null
  }
}

/**
 * Sends a form's message to its endpoint as { message } JSON, one send at a time, and keeps the
 * view. After the send the view scrolls back to the form's container (docs/behaviour/states.md). A
 * network failure is logged to the console and ends in the error view (docs/behaviour/errors.md).
 */
export function useFormSubmission(url: string) {
  const [view, setView] = useState<FormView>('input')
  const [rateLimited, setRateLimited] = useState(false)
  const inFlight = useRef(false)
  const containerRef = useRef<HTMLDivElement>(null)

  const send = useCallback(
    async (message: unknown): Promise<SubmitOutcome | null> => {
      if (inFlight.current) return null
      inFlight.current = true
      setView('loading')
      const answer = await postMessage(url, message)
      inFlight.current = false
      const outcome: SubmitOutcome = answer
        ? outcomeOf(answer.status, answer.body as never)
        : { kind: 'failed' }
      setRateLimited(outcome.kind === 'rateLimited')
      // Field errors from the server go back into the form; everything else is a result view.
      setView(outcome.kind === 'ok' ? 'success' : outcome.kind === 'invalid' ? 'input' : 'error')
      containerRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
      return outcome
    },
    [url],
  )

  const back = useCallback(() => setView('input'), [])

  return { view, send, back, rateLimited, containerRef }
}
