import { useCallback, useRef, useState } from 'react'

import { postMessage } from '@/features/forms/client/useFormSubmission'

import type { Booking } from '../schema'

/** The booking endpoint (docs/behaviour/http-calls.md): POST { message: booking } as JSON. */
export const BOOKING_URL = '/api/json-api/buchung/'

export type FullDate = { dateId: number; title: string; period: string }

/** Where a send ended: on the form (idle, sending, invalid) or in one of the result views. */
export type SubmitState =
  | { view: 'form'; sending: boolean }
  | { view: 'invalid'; errors: Record<string, string> }
  | {
      view: 'success'
      bookingNumber: string
      email: string
      kind: Booking['kind']
      /** The confirmation page the form goes on to; absent when a repeated send answered. */
      confirmationPath: string | null
    }
  | { view: 'full'; fullDates: FullDate[] }
  | { view: 'busy' }
  | { view: 'error' }

type Answer = {
  status?: string
  bookingNumber?: string
  confirmationPath?: string
  code?: string
  fullDates?: FullDate[]
  errors?: Record<string, string>
}

/** Turns the endpoint's answer into the view the visitor sees next. */
export function interpretAnswer(
  status: number,
  body: Answer | null,
  booking: Booking,
): SubmitState {
  if (status === 200 && body?.status === 'ok' && body.bookingNumber)
    return {
      view: 'success',
      bookingNumber: body.bookingNumber,
      email: booking.contact.email,
      kind: booking.kind,
      // Only a path of this site: the answer decides where the browser goes next.
      confirmationPath: /^\/(?![/\\])/.test(body.confirmationPath ?? '')
        ? body.confirmationPath!
        : null,
    }
  if (status === 409 && body?.code === 'full')
    return { view: 'full', fullDates: body.fullDates ?? [] }
  if (status === 400 && body?.errors && Object.keys(body.errors).length > 0)
    return { view: 'invalid', errors: body.errors }
  // Locked or throttled (409 while the same key is still being processed, 429, 503): a moment later
  // it works.
  if (status === 409 || status === 429 || status === 503) return { view: 'busy' }
  return { view: 'error' }
}

/**
 * Sends a valid booking once at a time. The caller keeps one idempotency key for the form's whole
 * life, so a double click or a retry after a lost answer books only once on the server too.
 */
export function useBookingSubmit() {
  const [state, setState] = useState<SubmitState>({ view: 'form', sending: false })
  const inFlight = useRef(false)

  const submit = useCallback(async (booking: Booking): Promise<SubmitState | null> => {
    if (inFlight.current) return null
    inFlight.current = true
    setState({ view: 'form', sending: true })
    const answer = await postMessage(BOOKING_URL, booking)
    inFlight.current = false
    const next: SubmitState = answer
      ? interpretAnswer(answer.status, answer.body as Answer | null, booking)
      : { view: 'error' }
    setState(next)
    return next
  }, [])

  const backToForm = useCallback(() => setState({ view: 'form', sending: false }), [])
  const showError = useCallback(() => setState({ view: 'error' }), [])

  return { state, submit, backToForm, showError }
}
