import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { formatDate } from '@/lib/locale-format'
import { relationId } from '@/lib/relations'

const TOTAL_BELOW_TAKEN = {
  de: (taken: number) =>
    `Es sind bereits ${taken} Plätze belegt; so viele muss der Termin mindestens haben.`,
  en: (taken: number) => `${taken} seats are already taken; the date needs at least that many.`,
}

/**
 * Cross-field rules of a date: a first day or a text, a place unless it runs online (whose place
 * is then cleared), a last day not before the first, whole seats, no more seats taken than exist.
 * Also keeps the admin label ('FK-101 · 03.12.2026') current.
 */
export const checkSeminarDate: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data } as Record<string, unknown>
  const start = merged.startDate ? new Date(String(merged.startDate)) : null
  const end = merged.endDate ? new Date(String(merged.endDate)) : null
  const daysText = typeof merged.daysText === 'string' ? merged.daysText.trim() : ''
  const errors: { path: string; message: string }[] = []

  if (!start && !daysText) errors.push({ path: 'startDate', message: req.t('validation:required') })
  // An online date has no place (it shows its note instead); every other date needs one.
  const online = merged.format === 'online'
  if (!online && relationId(merged.location as number | { id: number } | null) === null)
    errors.push({ path: 'location', message: req.t('validation:required') })
  if (end && !start) errors.push({ path: 'startDate', message: req.t('validation:required') })
  if (start && end && end.getTime() < start.getTime())
    errors.push({ path: 'endDate', message: req.t('validation:invalidInput') })
  const total = Number(merged.seatsTotal ?? 0)
  const taken = Number(merged.seatsTaken ?? 0)
  // Seats are whole: 1.5 seats would leave half a seat that no booking can take.
  if (!Number.isInteger(total))
    errors.push({ path: 'seatsTotal', message: req.t('validation:invalidInput') })
  else if (taken > total)
    errors.push({
      path: 'seatsTotal',
      message: TOTAL_BELOW_TAKEN[req.i18n?.language === 'en' ? 'en' : 'de'](taken),
    })
  if (errors.length) throw new ValidationError({ collection: 'seminar-dates', errors })

  let code = ''
  const seminarId = relationId(merged.seminar as number | { id: number } | null | undefined)
  if (seminarId !== null) {
    const seminar = await req.payload.findByID({
      collection: 'seminars',
      id: seminarId,
      depth: 0,
      draft: true,
      req,
      overrideAccess: true,
      select: { code: true },
    })
    code = seminar?.code ?? ''
  }
  const when = start
    ? [
        formatDate(start, 'de'),
        end && end.getTime() !== start.getTime() ? formatDate(end, 'de') : null,
      ]
        .filter(Boolean)
        .join('–')
    : daysText
  return {
    ...data,
    ...(online && { location: null }),
    label: [code, when].filter(Boolean).join(' · '),
  }
}
