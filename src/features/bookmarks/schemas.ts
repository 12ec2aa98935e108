import { z } from 'zod'

import { locales } from '@/i18n/locales'

import { MAX_BOOKMARKS } from './constants'

/**
 * GET /api/json-api/seminare/ query: language and comma-separated seminar ids (1 to 100,
 * duplicates dropped, order kept). Unknown parameters are ignored.
 */
export const seminarsQuerySchema = z.object({
  language: z.enum(locales).default('de'),
  ids: z
    .string()
    .max(MAX_BOOKMARKS * 10)
    .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_BOOKMARKS, { message: `At most ${MAX_BOOKMARKS} ids` }),
})

export type SeminarsQuery = z.infer<typeof seminarsQuerySchema>
