import { z } from 'zod'

import { invalidKey } from '@/features/forms/fields'
import { FORM_TYPES } from '@/features/forms/form-types'
import { formShape } from '@/features/forms/rules'

import { contactFields, shortFormRules } from './fields'

/**
 * The contact forms' rules, from the contact field table (docs/behaviour/validation.md "Long
 * contact form", "Short contact form"). Strict: an unknown field fails instead of being stored.
 */

/** The long contact form on /kontakt/ and /en/contact-us/: salutation and address required. */
export const contactLongSchema = z.strictObject(formShape(FORM_TYPES.contactLong, contactFields))

/** The short contact form everywhere else: name, phone, e-mail, message and consent. */
export const contactShortSchema = z.strictObject({
  ...formShape(FORM_TYPES.contactShort, contactFields),
  ...shortFormRules,
})

/** Either contact form; the endpoint tells them apart by formType. */
export const contactSchema = z.discriminatedUnion(
  'formType',
  [contactLongSchema, contactShortSchema],
  { error: invalidKey('formType') },
)

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const contactRequestSchema = z.strictObject({ message: contactSchema })

export type ContactLongInput = z.input<typeof contactLongSchema>
export type ContactShortInput = z.input<typeof contactShortSchema>
export type ContactMessage = z.output<typeof contactSchema>
