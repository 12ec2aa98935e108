'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

export type CancelBookingTexts = {
  open: string
  title: string
  text: string
  confirm: string
  keep: string
  done: string
  failed: string
}

type State = 'closed' | 'asking' | 'sending' | 'done' | 'failed'

const ENDPOINT = '/api/json-api/kundenportal/stornierung/'

/**
 * The portal's cancel (or request-to-cancel) button for one booking: it opens a short question in
 * place, whose heading takes the focus; "yes" posts to the cancellation endpoint and the page is
 * rendered afresh (the booking moves to the cancelled ones, or shows the request).
 */
export function CancelBooking({
  bookingId,
  locale,
  texts,
}: {
  bookingId: number
  locale: 'de' | 'en'
  texts: CancelBookingTexts
}) {
  const router = useRouter()
  const [state, setState] = useState<State>('closed')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  const ask = () => {
    setState('asking')
    requestAnimationFrame(() => heading.current?.focus())
  }
  const keep = () => {
    setState('closed')
    requestAnimationFrame(() => opener.current?.focus())
  }
  const send = async () => {
    if (state === 'sending') return
    setState('sending')
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ message: { bookingId, locale } }),
      })
      if (!response.ok) throw new Error(`cancellation answered ${response.status}`)
      setState('done')
      router.refresh()
    } catch (error) {
      console.error(error)
      setState('failed')
    }
  }

  const open = state === 'asking' || state === 'sending' || state === 'failed'
  return (
    <div className="mt-4">
      {!open && state !== 'done' && (
        <button ref={opener} type="button" className="btn-secondary" onClick={ask}>
          {texts.open}
        </button>
      )}
      {open && (
        <div
          role="group"
          aria-labelledby={headingId}
          className="rounded border-l-4 border-amber-700 bg-amber-50 p-4"
        >
          <h4 id={headingId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
            {texts.title}
          </h4>
          <p className="mt-1">{texts.text}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              aria-disabled={state === 'sending' || undefined}
              onClick={send}
            >
              {texts.confirm}
            </button>
            <button type="button" className="btn-secondary" onClick={keep}>
              {texts.keep}
            </button>
          </div>
        </div>
      )}
      <div role="status">
        {state === 'done' && (
          <p className="rounded border-l-4 border-green-700 bg-green-50 p-3 text-green-900">
            {texts.done}
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {state === 'failed' && (
          <p className="mt-2 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
            {texts.failed}
          </p>
        )}
      </div>
    </div>
  )
}
