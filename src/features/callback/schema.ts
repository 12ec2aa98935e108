import { z } from 'zod'

import { FORM_TYPES } from '@/features/forms/form-types'
import { formShape } from '@/features/forms/rules'

import { callbackFields } from './fields'

/**
 * The callback form (docs/behaviour/validation.md "Callback form"); `termin` is the picked time,
 * 'dd.MM.yyyy, HH:mm'. Strict: an unknown field fails instead of being stored.
 */
export const callbackSchema = z.strictObject(formShape(FORM_TYPES.callback, callbackFields))

/** The endpoint's request body: { message: … } (docs/behaviour/http-calls.md). */
export const callbackRequestSchema = z.strictObject({ message: callbackSchema })

export type CallbackInput = z.input<typeof callbackSchema>
export type CallbackMessage = z.output<typeof callbackSchema>
