'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { TextField } from '@/components/ui/form/TextField'
import { OutcomePanel } from '@/components/ui/OutcomePanel'
import { MIN_PASSWORD_LENGTH } from '@/collections/Customers/access'
import { focusFirstError } from '@/features/forms/client/useFormSubmission'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'

import { AUTH_API } from '../constants'
import { clearHash, tokenFromHash } from '../fragment'
import { postAuth } from '../post'
import { RESET_TOKEN_PATTERN, resetPasswordFormSchema } from '../schemas'
import { AuthForm } from './AuthForm'

type View =
  'reading' | 'noToken' | 'input' | 'sending' | 'done' | 'invalid' | 'rateLimited' | 'failed'

/**
 * The page a reset mail links to: reads the token from the fragment (and drops it from the address
 * bar), asks for the new password twice and sends it. Success leads to the login; a used or
 * expired link to a new one.
 */
export function ResetPasswordForm({
  loginHref,
  forgotHref,
}: {
  loginHref: string
  forgotHref: string
}) {
  const t = useTranslations('portal.auth')
  const { form, register, error } = useSchemaForm(resetPasswordFormSchema, {
    password: '',
    passwordRepeat: '',
  })
  const [view, setView] = useState<View>('reading')
  const token = useRef<string | null>(null)
  const containerRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    // The fragment exists only in the browser, so the server render cannot know it.
    const found = tokenFromHash(window.location.hash)
    clearHash()
    token.current = found
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state from the URL fragment
    setView(!found ? 'noToken' : RESET_TOKEN_PATTERN.test(found) ? 'input' : 'invalid')
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async ({ password }) => {
        if (view === 'sending' || !token.current) return
        setView('sending')
        const outcome = await postAuth(AUTH_API.resetPassword, { token: token.current, password })
        if (outcome.kind === 'ok') return setView('done')
        if (outcome.kind === 'invalid' && outcome.errors.password) {
          form.setError('password', { message: outcome.errors.password })
          setView('input')
          return focusFirstError(containerRef.current)
        }
        setView(
          outcome.kind === 'invalid'
            ? 'invalid'
            : outcome.kind === 'rateLimited'
              ? 'rateLimited'
              : 'failed',
        )
      },
      () => focusFirstError(containerRef.current),
    )(event)

  const requestNew = (
    <a href={forgotHref} className="btn-primary mt-6">
      {t('reset.requestNew')}
    </a>
  )
  if (view === 'reading') return null
  if (view === 'done') {
    return (
      <OutcomePanel kind="success" title={t('reset.doneTitle')}>
        <p className="mt-2">{t('reset.doneInfo')}</p>
        <a href={loginHref} className="btn-primary mt-6">
          {t('reset.toLogin')}
        </a>
      </OutcomePanel>
    )
  }
  if (view === 'invalid') {
    return (
      <OutcomePanel kind="problem" title={t('reset.invalidTitle')}>
        <p className="mt-2">{t('reset.invalidInfo')}</p>
        {requestNew}
      </OutcomePanel>
    )
  }
  if (view === 'noToken') {
    return (
      <div>
        <p>{t('reset.noToken')}</p>
        {requestNew}
      </div>
    )
  }
  const problem =
    view === 'rateLimited' ? t('reset.rateLimited') : view === 'failed' ? t('reset.failed') : null
  // The fields are alike the other auth forms' by shape only: each TextField names its own field.
  return (
    <AuthForm
      formRef={containerRef}
      onSubmit={submit}
      problem={problem}
      busy={view === 'sending'}
      submitLabel={view === 'sending' ? t('reset.submitting') : t('reset.submit')}
    >
      <TextField
        // The repeat field below mirrors this one by design: each has its own id, label and error.
        {...register('password')}
        id="reset-password"
        type="password"
        autoComplete="new-password"
        required
        label={t('reset.password')}
        hint={t('reset.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={error('password')}
      />
      <TextField
        {...register('passwordRepeat')}
        id="reset-password-repeat"
        type="password"
        autoComplete="new-password"
        required
        label={t('reset.passwordRepeat')}
        error={error('passwordRepeat')}
      />
    </AuthForm>
  )
}
