/** Made on first use: building the formatter costs far more than formatting a date with it. */
let dayFormat: Intl.DateTimeFormat | undefined

/** DD.MM.YYYY in both languages (SPEC §9), in the institute's time zone. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  dayFormat ??= new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' })
  return dayFormat.format(date)
}
