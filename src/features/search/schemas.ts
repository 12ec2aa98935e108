import { z } from 'zod'

import { locales } from '@/i18n/locales'

import { MAX_QUERY_LENGTH } from './constants'

// Error messages are translation keys: 'required' when a field is missing, else 'invalid'.
const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid'

/** Body of POST /api/json-api/suche/: the visitor's language and what they typed so far. */
export const suggestRequestSchema = z.strictObject(
  {
    message: z.strictObject(
      {
        language: z.enum(locales, { error: missingOrInvalid }),
        q: z.string({ error: missingOrInvalid }).trim().max(MAX_QUERY_LENGTH, { error: 'tooLong' }),
      },
      { error: missingOrInvalid },
    ),
  },
  { error: missingOrInvalid },
)

export type SuggestRequest = z.infer<typeof suggestRequestSchema>

/** Field → error key, as every JSON endpoint answers bad input ({ status: 'error', errors }). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] ??= 'unknownField'
    } else {
      errors[issue.path.join('.') || 'body'] ??= issue.message
    }
  }
  return errors
}
