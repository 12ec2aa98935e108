import type { DateFormat } from '../constants'

const TONE: Record<DateFormat, string> = {
  in_person: 'border-line text-ink',
  online: 'border-brand bg-section-blue text-brand-dark',
  blended: 'border-brand text-brand-dark',
}

/**
 * A date's format as a small tag ('Präsenz', 'Online live', 'Blended'); no server imports, so the
 * finder's client list shows it too.
 */
export function FormatBadge({ format, text }: { format: DateFormat; text: string }) {
  return (
    <span
      data-format={format}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${TONE[format]}`}
    >
      {text}
    </span>
  )
}
