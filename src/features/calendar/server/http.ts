import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { readQuery } from '@/lib/query-params'

import { CALENDAR_CONTENT_TYPE } from '../constants'
import { calendarFileName, toCalendarEntry } from '../entry'
import { writeCalendar } from '../ics'
import { calendarDateIdSchema, calendarQuerySchema } from '../schemas'
import { readCalendarDates } from './read-dates'

const notFound = () =>
  Response.json(
    { status: 404, message: 'Date not found' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * GET /api/kalender/<date id>/?language=de|en: the date's calendar file. Only dates of published
 * seminars that fall on a day; anything else (unknown, unpublished, given as text) is 404. Public
 * for 60 s like the catalogue queries: a change is in the next download a minute later.
 */
export async function handleCalendarRequest(
  request: Request,
  dateIdParam: string,
  payload: Payload,
): Promise<Response> {
  const query = readQuery(request, calendarQuerySchema)
  if (!query.ok) return query.response
  const dateId = calendarDateIdSchema.safeParse(dateIdParam)
  if (!dateId.success) return notFound()
  const { language } = query.data
  const [date] = await readCalendarDates(payload, [dateId.data], {
    locale: language,
    overrideAccess: false,
  })
  const entry = date ? toCalendarEntry(date, language, env.SITE_URL) : null
  if (!date || !entry) return notFound()
  return new Response(writeCalendar([entry]), {
    status: 200,
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${calendarFileName(entry, date.seminar.code)}"`,
      'Cache-Control': 'public, max-age=60',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
