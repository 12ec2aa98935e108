import type { SeminarDateView } from '../types'

/** A part of a timetable row's second line (venue, online note), set off by a rule above. */
export const SECOND_LINE_CLASS = 'mt-4 border-t border-line pt-3 lg:mt-3'

/**
 * How an online or blended date runs: the date's own note, else the site's (site settings); in a
 * timetable row it sits in the second line, below the venue. Nothing for a date in person.
 */
export function DateFormatNote({
  date,
  siteNote,
  label,
}: {
  date: SeminarDateView
  siteNote: string | null | undefined
  label: string
}) {
  if (date.format === 'in_person') return null
  const note = date.onlineNote ?? siteNote?.trim()
  if (!note) return null
  return (
    <p data-testid="online-note" className={`text-muted ${SECOND_LINE_CLASS}`}>
      <span className="font-semibold text-ink">{label}: </span>
      {note}
    </p>
  )
}
