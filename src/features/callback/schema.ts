import { z } from 'zod'

import { invalidKey, optionalText, requiredKey, requiredText } from '@/features/forms/fields'
import { FORM_TYPES } from '@/features/forms/form-types'
import { POSTCODE_PATTERN } from '@/features/forms/patterns'
import {
  medium,
  mediumOther,
  message,
  name,
  optionalFlag,
  POSTCODE_MAX,
  requiredPhone,
  salutation,
  submissionRules,
  title,
} from '@/features/forms/rules'
import { requiredEmail } from '@/features/forms/fields'

import { isValidTermin } from './slots'

/**
 * The callback form (docs/behaviour/validation.md "Callback form"); `termin` is the picked time,
 * 'dd.MM.yyyy, HH:mm'. Strict: an unknown field fails instead of being stored.
 */
export const callbackSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.callback),
  anrede: salutation,
  titel: title,
  vorname: name('vorname'),
  nachname: name('nachname'),
  abteilung: optionalText('abteilung'),
  firma: optionalText('firma'),
  telefon: requiredPhone('telefon'),
  plz: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  email: requiredEmail(),
  video_url: submissionRules.video_url,
  termin: z
    .string({ error: requiredKey('termin') })
    .trim()
    .min(1, requiredKey('termin'))
    .refine((value) => isValidTermin(value), invalidKey('termin')),
  mitteilung: message,
  medium,
  medium_other: mediumOther,
  emailBestaetigung: optionalFlag,
  requestPage: submissionRules.requestPage,
  datenschutz: submissionRules.datenschutz,
})

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const callbackRequestSchema = z.strictObject({ message: callbackSchema })

export type CallbackInput = z.input<typeof callbackSchema>
export type CallbackMessage = z.output<typeof callbackSchema>
