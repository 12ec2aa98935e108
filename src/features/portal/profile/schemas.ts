import { z } from 'zod'

import { MIN_PASSWORD_LENGTH } from '@/collections/Customers/access'
import { invalidKey, oneOf, requiredKey } from '@/features/forms/fields'
import { SALUTATIONS } from '@/features/forms/options'
import { NAME_PATTERN, PHONE_PATTERN } from '@/features/forms/patterns'

/**
 * The portal's profile and password forms: one strict zod schema each, shared by the browser form
 * and the endpoint. Error messages are translation keys, as in features/forms/fields.ts.
 */

export const PROFILE_URL = '/api/json-api/kundenportal/profil/'
export const PASSWORD_URL = '/api/json-api/kundenportal/passwort/'

/** The customers collection's field limits, which the error texts name. */
export const LIMITS = {
  nameMax: 80,
  companyMax: 120,
  phoneMax: 40,
  min: MIN_PASSWORD_LENGTH,
  passwordMax: 200,
} as const

/** Error keys of this page's own texts (portal.profilePage.error.<key>). */
export const profileKey = (key: string) => `portal.profilePage.error.${key}`

const name = (field: 'vorname' | 'nachname') =>
  z
    .string({ error: requiredKey(field) })
    .trim()
    .min(1, requiredKey(field))
    .max(LIMITS.nameMax, profileKey(`${field}-long`))
    .regex(NAME_PATTERN, invalidKey(field))

/** Contact details a customer may change themselves; never the e-mail address. */
export const profileSchema = z.strictObject({
  anrede: oneOf('anrede', SALUTATIONS),
  vorname: name('vorname'),
  nachname: name('nachname'),
  firma: z
    .string({ error: invalidKey('firma') })
    .trim()
    .max(LIMITS.companyMax, profileKey('firma-long'))
    .default(''),
  telefon: z
    .string({ error: invalidKey('telefon') })
    .trim()
    .max(LIMITS.phoneMax, invalidKey('telefon'))
    .refine((value) => value === '' || PHONE_PATTERN.test(value), invalidKey('telefon'))
    .default(''),
})

const currentPassword = z
  .string({ error: profileKey('currentPassword-required') })
  .min(1, profileKey('currentPassword-required'))
  .max(LIMITS.passwordMax, profileKey('currentPassword-wrong'))
// Passwords are taken as typed: no trimming, a space may be part of one.
const newPassword = z
  .string({ error: profileKey('newPassword-required') })
  .min(1, profileKey('newPassword-required'))
  .min(LIMITS.min, profileKey('newPassword-short'))
  .max(LIMITS.passwordMax, profileKey('newPassword-long'))

const differs = <T extends { currentPassword: string; newPassword: string }>(value: T) =>
  value.newPassword !== value.currentPassword
const sameError = { path: ['newPassword'], message: profileKey('newPassword-same') }

/**
 * What the password endpoint takes: the current password (checked like a login) and the new one.
 */
export const passwordChangeSchema = z
  .strictObject({ currentPassword, newPassword })
  .refine(differs, sameError)

// Alike the site forms' repeat checks (forms/schemas.ts) by shape only: its own fields and keys.
/** The password form: the request plus the repetition, which only the browser checks. */
export const passwordFormSchema = z
  .strictObject({
    currentPassword,
    newPassword,
    repeatPassword: z.string().min(1, profileKey('repeatPassword-required')),
  })
  .refine(differs, sameError)
  .refine((value) => value.repeatPassword === value.newPassword, {
    path: ['repeatPassword'],
    message: profileKey('repeatPassword-mismatch'),
  })

/** The endpoints' request bodies: { message: … }. */
export const profileRequestSchema = z.strictObject({ message: profileSchema })
export const passwordRequestSchema = z.strictObject({ message: passwordChangeSchema })

export type ProfileInput = z.input<typeof profileSchema>
export type ProfileMessage = z.output<typeof profileSchema>
export type PasswordChange = z.output<typeof passwordChangeSchema>
export type PasswordFormInput = z.input<typeof passwordFormSchema>
