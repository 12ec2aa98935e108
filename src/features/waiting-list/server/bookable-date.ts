import type { Payload } from 'payload'

import { formatPeriod, startOfToday } from '@/features/seminars/format'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relations'

/** A date a visitor may queue for: of a published seminar, not begun. */
export type QueueableDate = {
  id: number
  seminarId: number
  /** 'Seminar title, period' in the page's language. */
  label: string
  seatsTotal: number
  seatsLeft: number
}

/**
 * The date as the public sees it (read without a user: only dates of published seminars), or null
 * when it is unknown, unpublished or in the past.
 */
export async function queueableDate(
  payload: Payload,
  dateId: number,
  language: Locale,
): Promise<QueueableDate | null> {
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where: { id: { equals: dateId } },
    depth: 1,
    locale: language,
    limit: 1,
    overrideAccess: false,
  })
  const date = docs[0]
  const seminarId = relationId(date?.seminar as number | { id: number } | null | undefined)
  if (!date || seminarId === null) return null
  if (date.startDate && new Date(date.startDate).getTime() < startOfToday().getTime()) return null
  const title = typeof date.seminar === 'object' ? date.seminar.title : ''
  return {
    id: date.id,
    seminarId,
    label: [title, formatPeriod(date, language)].filter(Boolean).join(', '),
    seatsTotal: date.seatsTotal,
    seatsLeft: Math.max(0, date.seatsTotal - date.seatsTaken),
  }
}
