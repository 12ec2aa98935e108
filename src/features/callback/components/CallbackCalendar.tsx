import { useTranslations } from 'next-intl'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components'

import { LineIcon } from '@/components/ui/icons'
import type { Locale } from '@/i18n/locales'

import { calendarBounds, toCalendarDate, toDay } from '../calendar'
import type { Day } from '../slots'

/**
 * react-aria's locale per site language: German names, and English ones with weeks from Monday as
 * well.
 */
const CALENDAR_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

type Props = {
  locale: Locale
  now: Date
  value: Day | null
  /** The day the keyboard focus starts on (and so the month shown first). */
  focusDay: Day
  onChange: (day: Day) => void
}

const NAV_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded text-brand hover:bg-section-grey data-[disabled]:cursor-not-allowed data-[disabled]:text-muted data-[disabled]:opacity-50'

/**
 * Classes of a day: chosen, selectable, or greyed out (weekend, past, beyond the window, other
 * month).
 */
function cellClass({
  isSelected,
  isDisabled,
  isUnavailable,
  isOutsideMonth,
}: {
  isSelected: boolean
  isDisabled: boolean
  isUnavailable: boolean
  isOutsideMonth: boolean
}) {
  const base =
    'mx-auto flex size-10 items-center justify-center rounded-full text-sm outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand'
  if (isOutsideMonth) return `${base} invisible`
  if (isSelected) return `${base} cursor-pointer bg-brand font-semibold text-white`
  if (isDisabled || isUnavailable) return `${base} cursor-not-allowed text-muted line-through`
  return `${base} cursor-pointer font-semibold text-ink hover:bg-section-blue`
}

/**
 * The month calendar of the callback picker (docs/behaviour/validation.md): today up to 10 days
 * ahead, weekends and days without a time left unavailable, month by month with previous/next only
 * (no year choice). react-aria gives the grid its arrow-key navigation and screen-reader labels.
 */
export function CallbackCalendar({ locale, now, value, focusDay, onChange }: Props) {
  const t = useTranslations('callbackForm.picker')
  const { minValue, maxValue, isDateUnavailable } = calendarBounds(now)
  return (
    <I18nProvider locale={CALENDAR_LOCALE[locale]}>
      <Calendar
        aria-label={t('calendar')}
        value={value ? toCalendarDate(value) : null}
        onChange={(date) => onChange(toDay(date))}
        defaultFocusedValue={toCalendarDate(focusDay)}
        minValue={minValue}
        maxValue={maxValue}
        isDateUnavailable={isDateUnavailable}
        firstDayOfWeek="mon"
        autoFocus
        className="w-full max-w-sm"
      >
        <header className="flex items-center justify-between gap-2">
          <Button slot="previous" aria-label={t('previous')} className={NAV_BUTTON}>
            <LineIcon className="size-5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 6l-6 6 6 6" />
            </LineIcon>
          </Button>
          <Heading className="text-lg font-semibold" />
          <Button slot="next" aria-label={t('next')} className={NAV_BUTTON}>
            <LineIcon className="size-5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 6l6 6-6 6" />
            </LineIcon>
          </Button>
        </header>
        <CalendarGrid className="mt-2 w-full border-collapse" weekdayStyle="short">
          <CalendarGridHeader>
            {(weekday) => (
              <CalendarHeaderCell className="pb-1 text-xs font-semibold text-muted">
                {weekday}
              </CalendarHeaderCell>
            )}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell date={date} className={cellClass}>
                {/* The ISO date lets tests and tools find a day without parsing localized labels. */}
                {({ formattedDate }) => <span data-date={date.toString()}>{formattedDate}</span>}
              </CalendarCell>
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  )
}
