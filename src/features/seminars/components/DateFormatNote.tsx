import type { SeminarDateView } from '../types'

/**
 * How an online or blended date runs: the date's own note, else the site's (site settings); in a
 * timetable row it takes the whole second line. Nothing for a date in person.
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
    <p
      data-testid="online-note"
      className="mt-4 border-t border-line pt-3 text-muted lg:col-span-2 lg:row-start-2 lg:mt-3"
    >
      <span className="font-semibold text-ink">{label}: </span>
      {note}
    </p>
  )
}
