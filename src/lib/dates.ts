import { cachedIntl } from './intl'

/** DD.MM.YYYY in both languages, in the institute's time zone. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return cachedIntl(
    'date',
    () =>
      new Intl.DateTimeFormat('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Europe/Berlin',
      }),
  ).format(date)
}
