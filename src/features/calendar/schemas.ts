import { z } from 'zod'

import { locales } from '@/i18n/locales'

/** GET /api/kalender/<id>/ query: the language of the texts. Unknown parameters are ignored. */
export const calendarQuerySchema = z.object({ language: z.enum(locales).default('de') })

/** A date id in the path: a positive whole number as the database hands them out. */
export const calendarDateIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number)
