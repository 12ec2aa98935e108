import { z } from 'zod'

import { invalidKey, MAX_ID } from '@/features/forms/fields'
import { FORM_TYPES } from '@/features/forms/form-types'
import { formShape } from '@/features/forms/rules'

import { whitepaperRequestFields } from './request-fields'

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
  // PostgreSQL's integer ids end here; a larger one would make the lookup fail instead of finding
  // nothing.
  .refine((id) => id <= MAX_ID, invalidKey('downloadId'))

/** The whitepaper request (docs/behaviour/validation.md "Whitepaper form"). */
export const whitepaperSchema = z.strictObject({
  ...formShape(FORM_TYPES.whitepaper, whitepaperRequestFields),
  downloadId: whitepaperId,
})

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const whitepaperRequestSchema = z.strictObject({ message: whitepaperSchema })

export type WhitepaperInput = z.input<typeof whitepaperSchema>
export type WhitepaperRequestMessage = z.output<typeof whitepaperSchema>
