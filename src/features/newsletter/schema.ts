import { z } from 'zod'

import { FORM_TYPES } from '@/features/forms/form-types'
import { formShape } from '@/features/forms/rules'

import { newsletterFields } from './fields'

/** The newsletter sign-up (double opt-in): e-mail and salutation, names and interests optional. */
export const newsletterSchema = z.strictObject(formShape(FORM_TYPES.newsletter, newsletterFields))

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const newsletterRequestSchema = z.strictObject({ message: newsletterSchema })

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterMessage = z.output<typeof newsletterSchema>
