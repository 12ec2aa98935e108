'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { TextField } from '@/components/ui/form/TextField'
import { OutcomePanel } from '@/components/ui/OutcomePanel'
import { focusFirstError } from '@/features/forms/client/useFormSubmission'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import type { Locale } from '@/i18n/locales'

import { AUTH_API } from '../constants'
import { postAuth } from '../post'
import { forgotPasswordSchema } from '../schemas'
import { AuthForm } from './AuthForm'

type State = 'input' | 'sending' | 'sent' | 'rateLimited' | 'failed'

/**
 * Asks for a reset link. Every address gets the same confirmation, so the page never tells
 * whether an account exists.
 */
export function ForgotPasswordForm({ locale, loginHref }: { locale: Locale; loginHref: string }) {
  const t = useTranslations('portal.auth')
  const { form, register, error } = useSchemaForm(forgotPasswordSchema, { email: '', locale })
  const [state, setState] = useState<State>('input')
  const inFlight = useRef(false)
  const containerRef = useRef<HTMLFormElement>(null)

  // Alike the reset form's submit by shape only: each maps its own outcomes to its own states.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async ({ email }) => {
        if (inFlight.current) return
        inFlight.current = true
        setState('sending')
        const outcome = await postAuth(AUTH_API.forgotPassword, { email, locale })
        inFlight.current = false
        setState(
          // Alike ResetPasswordForm by shape only: each form maps its own outcomes to its own
          // states.
          outcome.kind === 'ok'
            ? 'sent'
            : outcome.kind === 'rateLimited'
              ? 'rateLimited'
              : 'failed',
        )
      },
      () => focusFirstError(containerRef.current),
    )(event)

  const backLink = (
    <a href={loginHref} className="btn-secondary mt-6">
      {t('forgot.backToLogin')}
    </a>
  )
  if (state === 'sent') {
    return (
      <OutcomePanel kind="success" title={t('forgot.sentTitle')}>
        <p className="mt-2">{t('forgot.sentInfo')}</p>
        {backLink}
      </OutcomePanel>
    )
  }
  const problem =
    state === 'rateLimited'
      ? t('forgot.rateLimited')
      : state === 'failed'
        ? t('forgot.failed')
        : null
  return (
    <AuthForm
      formRef={containerRef}
      onSubmit={submit}
      problem={problem}
      busy={state === 'sending'}
      submitLabel={state === 'sending' ? t('forgot.submitting') : t('forgot.submit')}
      link={{ href: loginHref, text: t('forgot.backToLogin') }}
    >
      <TextField
        {...register('email')}
        id="forgot-email"
        type="email"
        autoComplete="username"
        required
        label={t('email')}
        error={error('email')}
      />
    </AuthForm>
  )
}
