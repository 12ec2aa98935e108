import { monthKey } from '@/features/seminars/format'
import type { SeminarDateView } from '@/features/seminars/types'

/** Filters the query cannot apply: a seminar code (any case) and a month 'YYYY-MM'. */
export type DateFilters = { code?: string; month?: string }

/** The dates of the given seminar code and month; dates without a day never match a month. */
export function filterDates(
  dates: readonly SeminarDateView[],
  filters: DateFilters,
): SeminarDateView[] {
  const code = filters.code?.trim().toUpperCase()
  const month = filters.month
  return dates.filter((date) => {
    if (code && date.seminarCode.toUpperCase() !== code) return false
    if (month && (!date.startDate || monthKey(date.startDate) !== month)) return false
    return true
  })
}
