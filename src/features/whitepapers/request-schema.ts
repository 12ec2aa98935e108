import { z } from 'zod'

import {
  invalidKey,
  MAX_ID,
  optionalText,
  requiredEmail,
  requiredText,
} from '@/features/forms/fields'
import { FORM_TYPES } from '@/features/forms/form-types'
import { DEFAULT_COUNTRY } from '@/features/forms/options'
import { POSTCODE_PATTERN } from '@/features/forms/patterns'
import {
  country,
  name,
  POSTCODE_MAX,
  salutation,
  submissionRules,
  title,
} from '@/features/forms/rules'

/** The id of the whitepaper asked for; the browser may send it as a number or as digits. */
const whitepaperId = z
  .union(
    [
      z
        .number({ error: invalidKey('downloadId') })
        .int(invalidKey('downloadId'))
        .positive(invalidKey('downloadId')),
      z
        .string({ error: invalidKey('downloadId') })
        .regex(/^[1-9]\d{0,9}$/, invalidKey('downloadId'))
        .transform(Number),
    ],
    { error: invalidKey('downloadId') },
  )
  // PostgreSQL's integer ids end here; a larger one would make the lookup fail instead of finding nothing.
  .refine((id) => id <= MAX_ID, invalidKey('downloadId'))

/** The whitepaper request (docs/behaviour/validation.md "Whitepaper form"). */
export const whitepaperSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.whitepaper),
  downloadId: whitepaperId,
  anrede: salutation,
  titel: title,
  vorname: name('vorname'),
  nachname: name('nachname'),
  abteilung: optionalText('abteilung'),
  firma: optionalText('firma'),
  strasse: requiredText('strasse'),
  plz: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  ort: name('ort'),
  land: country.default(DEFAULT_COUNTRY),
  email: requiredEmail(),
  video_url: submissionRules.video_url,
  requestPage: submissionRules.requestPage,
  datenschutz: submissionRules.datenschutz,
})

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const whitepaperRequestSchema = z.strictObject({ message: whitepaperSchema })

export type WhitepaperInput = z.input<typeof whitepaperSchema>
export type WhitepaperRequestMessage = z.output<typeof whitepaperSchema>
