import { LineIcon } from '@/components/ui/icons'
import type { Locale } from '@/i18n/locales'

import { calendarFileUrl } from '../links'

type Props = {
  dateId: number
  locale: Locale
  /** The visible text, "Zum Kalender hinzufügen (.ics)". */
  text: string
  /** The same text naming the date, for lists where the link repeats per date. */
  label: string
}

/**
 * A download of the date's calendar file. A plain anchor: the file comes from an API route, which
 * client-side navigation would try to render as a page.
 */
export function CalendarFileLink({ dateId, locale, text, label }: Props) {
  return (
    <a
      href={calendarFileUrl(dateId, locale)}
      type="text/calendar"
      aria-label={label}
      className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
    >
      <LineIcon className="size-4 shrink-0">
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4M12 13v4M10 15h4" strokeLinecap="round" />
      </LineIcon>
      {text}
    </a>
  )
}
