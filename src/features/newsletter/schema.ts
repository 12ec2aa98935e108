import { z } from 'zod'

import { schemaFromTable } from '@/features/forms/field-table'
import { FORM_TYPES } from '@/features/forms/form-types'
import { submissionRules } from '@/features/forms/rules'

import { newsletterFields } from './fields'

/** The newsletter sign-up (double opt-in): e-mail and salutation, names and interests optional. */
export const newsletterSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.newsletter),
  ...schemaFromTable(newsletterFields),
  ...submissionRules,
})

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const newsletterRequestSchema = z.strictObject({ message: newsletterSchema })

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterMessage = z.output<typeof newsletterSchema>
