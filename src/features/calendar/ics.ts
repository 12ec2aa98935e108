import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ICAL from 'ical.js'

import { CALENDAR_PRODUCT_ID, CALENDAR_TIME_ZONE, type TimeOfDay } from './constants'

/** A calendar day, as in Münster. */
export type CalendarDay = { year: number; month: number; day: number }

/** One seminar date as one event: what a calendar file says about it. */
export type CalendarEntry = {
  /** The same for a date in every file and language (`calendarUid`). */
  uid: string
  summary: string
  firstDay: CalendarDay
  lastDay: CalendarDay
  /** Start on the first day and end on the last, in Europe/Berlin. */
  start: TimeOfDay
  end: TimeOfDay
  /** The place's name and full address on one line. */
  location: string
  description: string
  url: string | null
  /** When the date was last changed: DTSTAMP and LAST-MODIFIED. */
  revisedAt: Date
}

// ical.js folds after foldLength octets and starts the next line with a space: 74 keeps every
// line, continuation lines too, within RFC 5545's 75 octets.
ICAL.foldLength = 74

let berlinZone: { component: ICAL.Component; zone: ICAL.Timezone } | null = null

/** Europe/Berlin's VTIMEZONE (summer and winter time rules), read once. */
function timeZone() {
  if (berlinZone) return berlinZone
  const text = getVtimezoneComponent(CALENDAR_TIME_ZONE)
  if (!text) throw new Error(`No VTIMEZONE for ${CALENDAR_TIME_ZONE}`)
  const calendar = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${text}END:VCALENDAR\r\n`))
  const component = calendar.getFirstSubcomponent('vtimezone')
  if (!component) throw new Error(`No VTIMEZONE for ${CALENDAR_TIME_ZONE}`)
  berlinZone = { component, zone: new ICAL.Timezone(component) }
  return berlinZone
}

/** A seminar date's UID: stable across downloads, mails and languages, unique per date. */
export function calendarUid(dateId: number, siteUrl: string): string {
  return `seminar-date-${dateId}@${new URL(siteUrl).hostname}`
}

const localTime = (day: CalendarDay, time: TimeOfDay, zone: ICAL.Timezone) =>
  ICAL.Time.fromData({ ...day, hour: time.hour, minute: time.minute, second: 0 }, zone)

function eventOf(entry: CalendarEntry, zone: ICAL.Timezone): ICAL.Component {
  const component = new ICAL.Component('vevent')
  const event = new ICAL.Event(component)
  event.uid = entry.uid
  const revised = ICAL.Time.fromJSDate(entry.revisedAt, true)
  component.addPropertyWithValue('dtstamp', revised)
  event.startDate = localTime(entry.firstDay, entry.start, zone)
  event.endDate = localTime(entry.lastDay, entry.end, zone)
  event.summary = entry.summary
  if (entry.location) event.location = entry.location
  event.description = entry.description
  if (entry.url) component.addPropertyWithValue('url', entry.url)
  component.addPropertyWithValue('last-modified', revised)
  return component
}

/**
 * An iCalendar file (RFC 5545) with one event per entry, times in Europe/Berlin with its
 * VTIMEZONE. ical.js escapes the text values and folds long lines.
 */
export function writeCalendar(entries: CalendarEntry[]): string {
  const { component: vtimezone, zone } = timeZone()
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('prodid', CALENDAR_PRODUCT_ID)
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  calendar.addSubcomponent(ICAL.Component.fromString(vtimezone.toString()))
  for (const entry of entries) calendar.addSubcomponent(eventOf(entry, zone))
  return `${calendar.toString()}\r\n`
}
