import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { controlClass } from '@/components/ui/form/FieldParts'
import type { Locale } from '@/i18n/locales'

import { callbackRange, type Day, formatTermin, formatTime, slotsFor } from '../slots'
import { draftFromTermin, firstSelectableDay, preselectedTime } from '../calendar'

import { CallbackCalendar } from './CallbackCalendar'

type Props = {
  locale: Locale
  /** The termin chosen so far ('' when none): the picker starts from it. */
  termin: string
  onCancel: () => void
  onSelect: (termin: string) => void
}

/**
 * The inside of the picker dialog: the calendar, the times of the chosen day below it, and the
 * cancel and select buttons. It holds a draft of its own, so cancelling keeps the earlier choice;
 * the select button appears only once a day is chosen (docs/behaviour/validation.md "Callback date
 * picker").
 */
export function PickerDialogBody({ locale, termin, onCancel, onSelect }: Props) {
  const t = useTranslations('callbackForm.picker')
  // One clock reading per opening, so the offered days and times do not shift while choosing.
  const [now] = useState(() => new Date())
  const [draft, setDraft] = useState(() => draftFromTermin(termin, now))
  const timeId = useId()
  const focusDay: Day = draft.day ?? firstSelectableDay(now) ?? callbackRange(now).first
  const slots = draft.day ? slotsFor(draft.day, now) : []

  const chooseDay = (day: Day) =>
    setDraft((previous) => ({ day, minutes: preselectedTime(day, previous.minutes, now) }))
  const select = () => {
    if (draft.day && draft.minutes !== null) onSelect(formatTermin(draft.day, draft.minutes))
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <CallbackCalendar
        locale={locale}
        now={now}
        value={draft.day}
        focusDay={focusDay}
        onChange={chooseDay}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        {draft.day ? (
          <div>
            <label htmlFor={timeId} className="block font-semibold">
              {t('time')}
            </label>
            <select
              id={timeId}
              value={draft.minutes ?? ''}
              onChange={(event) =>
                setDraft((previous) => ({ ...previous, minutes: Number(event.target.value) }))
              }
              className={controlClass(false, 'min-h-11')}
            >
              {slots.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('timeOption', { time: formatTime(minutes) })}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-muted">{t('chooseDayFirst')}</p>
        )}
        <p className="text-sm text-muted">{t('window')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          {draft.day && (
            <button type="button" className="btn-primary" onClick={select}>
              {t('select')}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
