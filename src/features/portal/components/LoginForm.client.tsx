'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { TextField } from '@/components/ui/form/TextField'
import { focusFirstError } from '@/features/forms/client/useFormSubmission'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import { sitePath } from '@/lib/site-path'

import { AuthForm } from '../auth/components/AuthForm'
import { AUTH_API } from '../auth/constants'
import { postAuth } from '../auth/post'
import { loginSchema } from '../auth/schemas'

type State = 'idle' | 'submitting' | 'failed' | 'rateLimited' | 'unavailable'

/**
 * Customer login. Any refusal reads the same, so the form never tells whether an account exists
 * or is locked; throttling and a network failure say so separately. Empty fields are named first.
 */
export function LoginForm({ returnTo, forgotHref }: { returnTo: string; forgotHref: string }) {
  const t = useTranslations('portal.auth')
  const { form, register, error } = useSchemaForm(loginSchema, { email: '', password: '' })
  const [state, setState] = useState<State>('idle')
  const containerRef = useRef<HTMLFormElement>(null)
  const inFlight = useRef(false)

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        if (inFlight.current) return
        inFlight.current = true
        setState('submitting')
        const outcome = await postAuth(AUTH_API.login, values)
        inFlight.current = false
        if (outcome.kind === 'ok') {
          // A full load, so that the server renders the portal with the new session cookie.
          window.location.assign(sitePath(returnTo))
          return
        }
        setState(
          outcome.kind === 'rateLimited'
            ? 'rateLimited'
            : outcome.kind === 'failed'
              ? 'unavailable'
              : 'failed',
        )
      },
      () => focusFirstError(containerRef.current),
    )(event)

  const message =
    state === 'failed'
      ? t('login.failed')
      : state === 'rateLimited'
        ? t('login.rateLimited')
        : state === 'unavailable'
          ? t('login.unavailable')
          : null
  // The fields are alike the other auth forms' by shape only: each TextField names its own field.
  return (
    <AuthForm
      formRef={containerRef}
      onSubmit={submit}
      problem={message}
      busy={state === 'submitting'}
      submitLabel={state === 'submitting' ? t('login.submitting') : t('login.submit')}
      link={{ href: forgotHref, text: t('login.forgot') }}
    >
      <TextField
        {...register('email')}
        id="login-email"
        type="email"
        autoComplete="username"
        required
        label={t('email')}
        // A per-form field list: the password field below and ResetPasswordForm's fields each have
        // their own names.
        error={error('email')}
      />
      <TextField
        {...register('password')}
        id="login-password"
        type="password"
        autoComplete="current-password"
        required
        label={t('password')}
        error={error('password')}
      />
    </AuthForm>
  )
}
