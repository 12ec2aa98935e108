/** The time zone every seminar date is held in; calendar files name it and carry its rules. */
export const CALENDAR_TIME_ZONE = 'Europe/Berlin'

/** A time of day, 24-hour clock. */
export type TimeOfDay = { hour: number; minute: number }

/**
 * Start on the first day and end on the last when the seminar's "Zeiten" text names no times
 * (docs/decisions/0021-calendar-files.md).
 */
export const DEFAULT_DAY_START: TimeOfDay = { hour: 9, minute: 0 }
export const DEFAULT_DAY_END: TimeOfDay = { hour: 17, minute: 0 }

/** The path of one date's calendar file: `/api/kalender/<date id>/`. */
export const CALENDAR_PATH = '/api/kalender/'

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** PRODID of every file: who wrote it (RFC 5545, 3.7.3). */
export const CALENDAR_PRODUCT_ID = '-//Institut für Führung Münster//Seminartermine//DE'
