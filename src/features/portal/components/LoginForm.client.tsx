'use client'

import { useId, useState } from 'react'

type Labels = {
  email: string
  password: string
  submit: string
  submitting: string
  failed: string
  unavailable: string
  required: string
}

/**
 * Customer login. Any refusal reads the same, so the form never tells whether an account exists
 * or is locked; a network failure says so separately.
 */
export function LoginForm({ returnTo, labels }: { returnTo: string; labels: Labels }) {
  const [state, setState] = useState<'idle' | 'submitting' | 'failed' | 'unavailable'>('idle')
  const errorId = useId()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState('submitting')
    try {
      const response = await fetch('/api/customers/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      })
      if (!response.ok) {
        setState(response.status >= 500 ? 'unavailable' : 'failed')
        return
      }
      // A full load, so that the server renders the portal with the new session cookie.
      window.location.assign(returnTo)
    } catch {
      setState('unavailable')
    }
  }

  const message = state === 'failed' ? labels.failed : state === 'unavailable' ? labels.unavailable : null
  return (
    <form onSubmit={submit} noValidate={false} aria-describedby={message ? errorId : undefined} className="space-y-5">
      <div>
        <label htmlFor="login-email" className="block font-semibold">
          {labels.email} <span aria-hidden="true">*</span>
        </label>
        <input id="login-email" name="email" type="email" autoComplete="username" required className="mt-1 min-h-11 w-full rounded border border-muted px-3" />
      </div>
      <div>
        <label htmlFor="login-password" className="block font-semibold">
          {labels.password} <span aria-hidden="true">*</span>
        </label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required className="mt-1 min-h-11 w-full rounded border border-muted px-3" />
      </div>
      <p className="text-sm text-muted">{labels.required}</p>
      <div aria-live="assertive">
        {message && (
          <p id={errorId} role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
            {message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={state === 'submitting'}
        className="min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {state === 'submitting' ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}
