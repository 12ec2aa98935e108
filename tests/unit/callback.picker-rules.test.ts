import { describe, expect, it } from 'vitest'

import {
  calendarBounds,
  draftFromTermin,
  firstSelectableDay,
  preselectedTime,
} from '@/features/callback/calendar'
import { callbackMessage } from '@/features/callback/form-values'
import type { CallbackMessage } from '@/features/callback/schema'

/** Friday 27 November 2026 in Münster (CET = UTC+1). */
const friday = (time: string) => new Date(`2026-11-27T${time}+01:00`)
const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return { year, month, day }
}

describe('callback picker rules', () => {
  it('offers today up to ten days ahead, greying out weekends', () => {
    const { minValue, maxValue, isDateUnavailable } = calendarBounds(friday('19:50'))
    expect(minValue.toString()).toBe('2026-11-27')
    expect(maxValue.toString()).toBe('2026-12-07')
    expect(isDateUnavailable(date('2026-11-27'))).toBe(false)
    expect(isDateUnavailable(date('2026-11-28'))).toBe(true)
    expect(isDateUnavailable(date('2026-11-29'))).toBe(true)
    expect(isDateUnavailable(date('2026-12-07'))).toBe(false)
    expect(isDateUnavailable(date('2026-12-08'))).toBe(true)
  })

  it('closes today once 20:00 has come, and starts the calendar on the next weekday', () => {
    expect(calendarBounds(friday('20:00')).isDateUnavailable(date('2026-11-27'))).toBe(true)
    expect(firstSelectableDay(friday('20:00'))).toEqual(date('2026-11-30'))
    expect(firstSelectableDay(friday('19:59'))).toEqual(date('2026-11-27'))
    expect(firstSelectableDay(new Date('2026-11-28T12:00:00+01:00'))).toEqual(date('2026-11-30'))
  })

  it('keeps the time chosen before when the new day offers it, else takes the first one left', () => {
    expect(preselectedTime(date('2026-11-30'), 14 * 60 + 30, friday('19:50'))).toBe(14 * 60 + 30)
    expect(preselectedTime(date('2026-11-30'), null, friday('19:50'))).toBe(7 * 60)
    expect(preselectedTime(date('2026-11-27'), 9 * 60, friday('19:50'))).toBe(20 * 60)
    expect(preselectedTime(date('2026-11-28'), 9 * 60, friday('19:50'))).toBeNull()
  })

  it('opens on the termin chosen before while it can still be chosen', () => {
    expect(draftFromTermin('30.11.2026, 14:30', friday('19:50'))).toEqual({
      day: date('2026-11-30'),
      minutes: 14 * 60 + 30,
    })
    expect(draftFromTermin('', friday('19:50'))).toEqual({ day: null, minutes: null })
    // Chosen on Thursday for Thursday, the form sat open overnight: the day is gone.
    expect(draftFromTermin('26.11.2026, 15:00', friday('09:00')).day).toBeNull()
  })

  it('sends the “other” text only with the medium “Sonstige”', () => {
    const values: CallbackMessage = {
      formType: 'callbackForm',
      anrede: 'Frau',
      titel: '',
      vorname: 'Zoë',
      nachname: 'Brandt',
      abteilung: '',
      firma: '',
      telefon: '+49 251 123456',
      plz: '48143',
      email: 'zoe@beispiel.de',
      video_url: '',
      termin: '30.11.2026, 14:30',
      mitteilung: 'Bitte rufen Sie mich an.',
      medium: 'Newsletter',
      medium_other: 'Messe',
      emailBestaetigung: false,
      requestPage: '/',
      datenschutz: true,
    }
    expect(callbackMessage(values, '/bausteine/').medium_other).toBe('')
    expect(callbackMessage({ ...values, medium: 'Sonstige' }, '/bausteine/').medium_other).toBe(
      'Messe',
    )
  })
})
