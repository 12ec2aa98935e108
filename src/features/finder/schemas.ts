import { z } from 'zod'

import { locales } from '@/i18n/locales'

/** An optional query value: absent or empty means "not filtered". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )

const id = z.coerce.number().int().positive()

/**
 * GET /api/json-api/seminarfinder/ query: language, seminar code, topic id, place id, month.
 * Unknown parameters are dropped; a bad value fails with its field named.
 */
export const finderQuerySchema = z.object({
  language: z.enum(locales).default('de'),
  code: optional(
    z
      .string()
      .trim()
      .max(60)
      .regex(/^[A-Za-z0-9-]+$/),
  ),
  seminarthema: optional(id),
  ort: optional(id),
  zeit: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
})

export type FinderQuery = z.infer<typeof finderQuerySchema>
