import { z } from 'zod'

import { MIN_PASSWORD_LENGTH } from '@/collections/Customers/access'
import { EMAIL_PATTERN } from '@/features/forms/patterns'

import { PASSWORD_MAX_LENGTH } from './constants'

/**
 * The login, forgot-password and reset-password bodies, shared by the browser forms and the
 * endpoints. Strict: an unknown field fails. Messages are keys of messages/*.json
 * (portal.auth.error).
 */

/** Translation key of an error (`portal.auth.error.<name>`). */
export const authErrorKey = (name: string) => `portal.auth.error.${name}`

const email = z
  .string({ error: authErrorKey('email-required') })
  .trim()
  .min(1, authErrorKey('email-required'))
  .max(254, authErrorKey('email-validate'))
  .regex(EMAIL_PATTERN, authErrorKey('email-validate'))
  // Payload keeps login e-mails lower-cased; so do we, before any lookup.
  .transform((value) => value.toLowerCase())

/**
 * The password of a login: anything not empty (the rules apply when it is set, not when it is
 * tried).
 */
const currentPassword = z
  .string({ error: authErrorKey('password-required') })
  .min(1, authErrorKey('password-required'))
  .max(PASSWORD_MAX_LENGTH, authErrorKey('password-required'))

/** A new password: at least MIN_PASSWORD_LENGTH (10) characters. */
export const newPassword = z
  .string({ error: authErrorKey('password-required') })
  .min(1, authErrorKey('password-required'))
  .min(MIN_PASSWORD_LENGTH, authErrorKey('password-tooShort'))
  .max(PASSWORD_MAX_LENGTH, authErrorKey('password-tooLong'))

export const loginSchema = z.strictObject({ email, password: currentPassword })
export type LoginInput = z.input<typeof loginSchema>

export const forgotPasswordSchema = z.strictObject({
  email,
  locale: z.enum(['de', 'en'], { error: authErrorKey('locale-validate') }).default('de'),
})
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

/** Payload's reset tokens: 20 random bytes as hex. */
export const RESET_TOKEN_PATTERN = /^[0-9a-f]{40}$/

export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: authErrorKey('token-invalid') })
    .regex(RESET_TOKEN_PATTERN, authErrorKey('token-invalid')),
  password: newPassword,
})

/** The reset form in the browser: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .strictObject({
    password: newPassword,
    passwordRepeat: z
      .string({ error: authErrorKey('passwordRepeat-required') })
      .min(1, authErrorKey('passwordRepeat-required')),
  })
  .refine((value) => value.password === value.passwordRepeat, {
    path: ['passwordRepeat'],
    message: authErrorKey('passwordRepeat-mismatch'),
  })
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>
