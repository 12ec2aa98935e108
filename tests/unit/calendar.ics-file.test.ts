import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import {
  type CalendarDateFacts,
  calendarFileName,
  toCalendarEntry,
} from '@/features/calendar/entry'
import { writeCalendar } from '@/features/calendar/ics'
import { scheduleTimes } from '@/features/calendar/schedule-times'

const SITE = 'https://www.institut.example'

/** A date as the database hands it out: days stored at whatever hour the editor's picker chose. */
function date(overrides: Partial<CalendarDateFacts> = {}): CalendarDateFacts {
  return {
    id: 41,
    startDate: '2026-12-02T23:00:00.000Z',
    endDate: '2026-12-03T23:00:00.000Z',
    updatedAt: '2026-11-20T10:15:00.000Z',
    seminar: {
      code: 'FK-101',
      title: 'Führen, Fordern; Fördern',
      schedule: 'jeweils 9:00–17:00 Uhr',
      path: '/seminare/fuehren/',
    },
    location: {
      standort_titel: 'Haus am Aasee',
      standort_adresszusatz: 'Seminarflügel',
      standort_strasse: 'Seeweg 1',
      standort_plz: '48149',
      standort_ort: 'Münster',
    },
    ...overrides,
  }
}

/** Writes the date's file and reads it back with ical.js. */
function fileOf(facts: CalendarDateFacts, locale: 'de' | 'en' = 'de') {
  const entry = toCalendarEntry(facts, locale, SITE)
  if (!entry) throw new Error('no entry')
  const text = writeCalendar([entry])
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { text, calendar, vevent, event: new ICAL.Event(vevent) }
}

const wallClock = (time: ICAL.Time) => time.toString()

describe('a seminar date as a calendar file', () => {
  it('holds the times in Europe/Berlin and carries that zone with its summer and winter rules', () => {
    const { calendar, vevent, event } = fileOf(date())
    const zones = calendar.getAllSubcomponents('vtimezone')
    expect(zones).toHaveLength(1)
    expect(zones[0].getFirstPropertyValue('tzid')).toBe('Europe/Berlin')
    expect(zones[0].getAllSubcomponents('standard')).toHaveLength(1)
    expect(zones[0].getAllSubcomponents('daylight')).toHaveLength(1)
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin')
    expect(vevent.getFirstProperty('dtend')!.getParameter('tzid')).toBe('Europe/Berlin')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Institut für Führung Münster')
    // 9:00 in December is 08:00 UTC, by the file's own zone rules.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T08:00:00.000Z')
  })

  it('spans a multi-day date as one event from the first day 9:00 to the last day 17:00', () => {
    const { event } = fileOf(date())
    expect(wallClock(event.startDate)).toBe('2026-12-03T09:00:00')
    expect(wallClock(event.endDate)).toBe('2026-12-04T17:00:00')
  })

  it('keeps a one-day date on its day, also in summer time', () => {
    const { event } = fileOf(date({ startDate: '2026-07-14T10:00:00.000Z', endDate: null }))
    expect(wallClock(event.startDate)).toBe('2026-07-14T09:00:00')
    expect(wallClock(event.endDate)).toBe('2026-07-14T17:00:00')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-14T15:00:00.000Z')
  })

  it('takes the first and the last time the seminar names for its days', () => {
    const schedule = '1. Tag ab 10:00 Uhr, 3. Tag bis 15:30 Uhr'
    const { event } = fileOf(
      date({
        endDate: '2026-12-04T23:00:00.000Z',
        seminar: { ...date().seminar, schedule },
      }),
    )
    expect(wallClock(event.startDate)).toBe('2026-12-03T10:00:00')
    expect(wallClock(event.endDate)).toBe('2026-12-05T15:30:00')
  })

  it('has one UID per date: the same on every download and in both languages, another for another date', () => {
    const first = fileOf(date()).event.uid
    expect(fileOf(date()).event.uid).toBe(first)
    expect(fileOf(date(), 'en').event.uid).toBe(first)
    expect(first).toBe('seminar-date-41@www.institut.example')
    expect(fileOf(date({ id: 42 })).event.uid).not.toBe(first)
  })

  it('writes the same file twice for an unchanged date (DTSTAMP is the last change, in UTC)', () => {
    const { text, vevent } = fileOf(date())
    expect(fileOf(date()).text).toBe(text)
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(stamp.toJSDate().toISOString()).toBe('2026-11-20T10:15:00.000Z')
  })

  it('names the place with its full address', () => {
    const { event } = fileOf(date())
    expect(event.location).toBe('Haus am Aasee, Seminarflügel, Seeweg 1, 48149 Münster')
  })

  it('escapes commas and semicolons in texts, and reads them back unchanged', () => {
    const { text, event } = fileOf(date())
    expect(event.summary).toBe('Führen, Fordern; Fördern')
    expect(text).toContain('SUMMARY:Führen\\, Fordern\\; Fördern')
  })

  it('describes the seminar in the language asked for, with its times and page', () => {
    expect(fileOf(date()).event.description).toBe(
      [
        'Seminar FK-101',
        'Zeiten: jeweils 9:00–17:00 Uhr',
        'Ort: Haus am Aasee, Seminarflügel, Seeweg 1, 48149 Münster',
        'Seminarseite: https://www.institut.example/seminare/fuehren/',
      ].join('\n'),
    )
    const english = fileOf(date(), 'en')
    expect(english.event.description).toContain(
      'Seminar page: https://www.institut.example/en/seminare/fuehren/',
    )
    expect(english.vevent.getFirstPropertyValue('url')).toBe(
      'https://www.institut.example/en/seminare/fuehren/',
    )
  })

  it('ends every line with CRLF and folds long lines at 75 octets', () => {
    const long =
      'Verhandlungsführung für Fortgeschrittene – ein Titel, der nicht auf eine Zeile passt'
    const { text, event } = fileOf(date({ seminar: { ...date().seminar, title: long } }))
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(event.summary).toBe(long)
  })

  it('has no file for a date given only as text', () => {
    expect(toCalendarEntry(date({ startDate: null, endDate: null }), 'de', SITE)).toBeNull()
  })

  it('is named after the seminar code and the first day', () => {
    const entry = toCalendarEntry(date(), 'de', SITE)!
    expect(calendarFileName(entry, 'FK-101')).toBe('FK-101-2026-12-03.ics')
    expect(calendarFileName(entry, 'A"B/C')).toBe('A-B-C-2026-12-03.ics')
  })
})

describe('times from the seminar’s "Zeiten" text', () => {
  it('reads 24-hour and am/pm times', () => {
    expect(scheduleTimes('1. Tag 9:30–17:30 Uhr, 2. Tag 9:00–16:30 Uhr', false)).toEqual({
      start: { hour: 9, minute: 30 },
      end: { hour: 16, minute: 30 },
    })
    expect(scheduleTimes('9 am to 5:15 pm each day', false)).toEqual({
      start: { hour: 9, minute: 0 },
      end: { hour: 17, minute: 15 },
    })
  })

  it('falls back to 9:00–17:00 without two times, or for a one-day date that would end before it starts', () => {
    const fallback = { start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 0 } }
    expect(scheduleTimes(null, true)).toEqual(fallback)
    expect(scheduleTimes('ganztägig am 3.12.', true)).toEqual(fallback)
    expect(scheduleTimes('ab 10:00 Uhr', true)).toEqual(fallback)
    expect(scheduleTimes('bis 8:00, ab 14:00', true)).toEqual({
      start: { hour: 8, minute: 0 },
      end: { hour: 14, minute: 0 },
    })
    expect(scheduleTimes('14:00 bis 8:00', true)).toEqual(fallback)
    expect(scheduleTimes('25:00 bis 26:00', true)).toEqual(fallback)
  })
})
