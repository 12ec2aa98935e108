import { z } from 'zod'

import { asciiEmail, EMAIL_PATTERN } from './patterns'

/**
 * Error keys as docs/behaviour/validation.md names them: forms.error.<field>-required and
 * forms.error.<field>-validate.
 */
export const requiredKey = (field: string) => `forms.error.${field}-required`
export const invalidKey = (field: string) => `forms.error.${field}-validate`

const MAX = 200

/** The largest id a document can have (PostgreSQL `integer`). */
export const MAX_ID = 2 ** 31 - 1

/**
 * A required text field: trimmed, not empty, at most `max` characters, matching `pattern` if given.
 */
export function requiredText(field: string, pattern?: RegExp, max = MAX) {
  const base = z
    .string({ error: requiredKey(field) })
    .trim()
    .min(1, requiredKey(field))
    .max(max, invalidKey(field))
  return pattern ? base.regex(pattern, invalidKey(field)) : base
}

/** An optional text field: empty is fine; anything else must match `pattern` if given. */
export function optionalText(field: string, pattern?: RegExp, max = MAX) {
  return z
    .string({ error: invalidKey(field) })
    .trim()
    .max(max, invalidKey(field))
    .refine((value) => value === '' || !pattern || pattern.test(value), invalidKey(field))
    .default('')
}

/**
 * A required e-mail address (docs/behaviour/validation.md email rule), its domain in ASCII form
 * once valid.
 */
export const requiredEmail = (field = 'email') =>
  requiredText(field, EMAIL_PATTERN, 254).transform(asciiEmail)

/** One of a fixed list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: requiredKey(field) })
}

/** A checkbox that must be ticked (consent). */
export const mustAccept = (field: string) => z.literal(true, { error: requiredKey(field) })

/**
 * The hidden trap field (docs/behaviour/validation.md video_url): people leave it empty, bots fill
 * it in.
 */
export const honeypot = z.string().max(0, 'forms.error.spam').optional().default('')
