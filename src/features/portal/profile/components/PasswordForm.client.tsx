'use client'

import type { FieldPath } from 'react-hook-form'

import { TextField } from '@/components/ui/form/TextField'

import { LIMITS, PASSWORD_URL, type PasswordFormInput, passwordFormSchema } from '../schemas'
import { markServerErrors, PortalFormFrame } from './PortalFormFrame'
import { usePortalForm } from './usePortalForm'

const EMPTY: PasswordFormInput = { currentPassword: '', newPassword: '', repeatPassword: '' }

/** Current password, new password and its repetition; after the change the fields are emptied. */
export function PasswordForm({
  email,
  labelledBy,
  loginHref,
}: {
  email: string
  labelledBy: string
  loginHref: string
}) {
  const { form, register, tp, state, submit, containerRef, errorOf } = usePortalForm(
    passwordFormSchema,
    EMPTY,
    PASSWORD_URL,
  )

  const onValid = async ({ currentPassword, newPassword }: PasswordFormInput) => {
    const outcome = await submit({ currentPassword, newPassword })
    if (outcome?.kind === 'ok') form.reset(EMPTY)
    if (outcome?.kind === 'invalid') markServerErrors(form, outcome.errors, containerRef.current)
  }

  const password = (name: FieldPath<PasswordFormInput>) => ({
    ...register(name),
    type: 'password',
    required: true,
    label: tp(name),
    error: errorOf(name),
  })

  // Alike ProfileForm's frame by shape only: each passes its own texts and fields.
  return (
    <PortalFormFrame
      containerRef={containerRef}
      testId="password-form"
      labelledBy={labelledBy}
      form={form}
      onValid={onValid}
      state={state}
      submitLabel={tp('passwordSubmit')}
      saved={tp('passwordChanged')}
      loginHref={loginHref}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField {...password('currentPassword')} autoComplete="current-password" />
      <TextField
        {...password('newPassword')}
        autoComplete="new-password"
        hint={tp('newPasswordHint', { min: LIMITS.min })}
      />
      <TextField {...password('repeatPassword')} autoComplete="new-password" />
    </PortalFormFrame>
  )
}
