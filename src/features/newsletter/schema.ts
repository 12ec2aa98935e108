import { z } from 'zod'

import { oneOf, optionalText, requiredEmail } from '@/features/forms/fields'
import { FORM_TYPES } from '@/features/forms/form-types'
import { NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS } from '@/features/forms/options'
import { NAME_PATTERN } from '@/features/forms/patterns'
import { multiChoice, submissionRules } from '@/features/forms/rules'

/** The newsletter sign-up (double opt-in): e-mail and salutation, names and interests optional. */
export const newsletterSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.newsletter),
  anrede: oneOf('anrede', NEWSLETTER_SALUTATIONS),
  vorname: optionalText('vorname', NAME_PATTERN),
  nachname: optionalText('nachname', NAME_PATTERN),
  email: requiredEmail(),
  interessen: multiChoice('interessen', NEWSLETTER_INTERESTS),
  video_url: submissionRules.video_url,
  requestPage: submissionRules.requestPage,
  datenschutz: submissionRules.datenschutz,
})

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const newsletterRequestSchema = z.strictObject({ message: newsletterSchema })

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterMessage = z.output<typeof newsletterSchema>
