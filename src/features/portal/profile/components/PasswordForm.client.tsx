'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { type FieldError, type FieldPath, get } from 'react-hook-form'

import { TextField } from '@/components/ui/form/TextField'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'

import { LIMITS, PASSWORD_URL, type PasswordFormInput, passwordFormSchema } from '../schemas'
import { markServerErrors, PortalFormFrame } from './PortalFormFrame'
import { useErrorText, usePortalSubmit } from './usePortalSubmit'

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
  const { form, register } = useSchemaForm(passwordFormSchema, EMPTY)
  const tp = useTranslations('portal.profilePage')
  const errorText = useErrorText()
  const { state, submit } = usePortalSubmit(PASSWORD_URL)
  const containerRef = useRef<HTMLDivElement>(null)
  const errorOf = (name: FieldPath<PasswordFormInput>) =>
    errorText((get(form.formState.errors, name) as FieldError | undefined)?.message)

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
