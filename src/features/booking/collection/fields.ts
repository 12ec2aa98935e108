import type { Field } from 'payload'

import { inboxFieldsFromTable } from '@/features/forms/field-table'
import { BOOKING_STATUSES } from '@/features/booking/constants'
import { BOOKING_KINDS } from '@/features/forms/options'
import { numberedRows } from '@/fields/numberedRows'

import { bookingBillingFields, bookingContactFields, bookingParticipantFields } from '../fields'

const text = (name: string, de: string, en: string, required = false): Field => ({
  name,
  type: 'text',
  required,
  label: { de, en },
})

/** The people of a booking, from the booking's field tables (../fields.ts). */
export const participantFields = inboxFieldsFromTable(bookingParticipantFields)
export const contactFields = inboxFieldsFromTable(bookingContactFields)
export const billingFields = inboxFieldsFromTable(bookingBillingFields)

const modules = numberedRows({ de: 'Modul', en: 'Module' }, { de: 'Module', en: 'Modules' })

/**
 * What was booked, as it was when booked (titles, dates, prices are copied so later edits don't
 * rewrite history). Dates and participant counts hold seats: read-only here, and keepSeatsFixed
 * (seats.ts) refuses changes to them. Titles and prices make up the confirmed totals: read-only
 * too, and keepItemsAsBooked (items.ts) refuses changes.
 */
export const itemFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'type',
        type: 'select',
        required: true,
        options: [
          { label: 'Seminar', value: 'seminar' },
          {
            label: { de: 'Entwicklungsprogramm', en: 'Development programme' },
            value: 'qualifizierungsprogramm',
          },
        ],
        label: { de: 'Art', en: 'Type' },
        admin: { readOnly: true },
      },
      // Alike the totals' row in index.ts by shape only: Payload field configs are declarative,
      // each row its own fields.
      {
        name: 'seminarDate',
        type: 'relationship',
        relationTo: 'seminar-dates',
        label: { de: 'Termin', en: 'Date' },
        admin: { readOnly: true },
      },
      {
        name: 'programme',
        type: 'relationship',
        relationTo: 'programmes',
        label: { de: 'Programm', en: 'Programme' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        // Alike the seminar-date row below by shape only: Payload field configs are declarative,
        // each row its own fields.
        name: 'title',
        type: 'text',
        required: true,
        label: { de: 'Titel', en: 'Title' },
        admin: { readOnly: true },
      },
      text('period', 'Zeitraum', 'Period'),
      text('place', 'Ort', 'Place'),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'price',
        type: 'number',
        required: true,
        min: 0,
        label: { de: 'Preis je Person', en: 'Price per person' },
        admin: { readOnly: true },
      },
      {
        name: 'currency',
        type: 'select',
        required: true,
        options: [
          { label: 'EUR', value: 'EUR' },
          { label: 'CHF', value: 'CHF' },
        ],
        label: { de: 'Währung', en: 'Currency' },
        admin: { readOnly: true },
      },
    ],
  },
  {
    name: 'modules',
    type: 'array',
    label: { de: 'Module', en: 'Modules' },
    ...modules,
    admin: {
      ...modules.admin,
      condition: (_, sibling) => sibling?.type === 'qualifizierungsprogramm',
    },
    fields: [
      {
        type: 'row',
        fields: [
          text('moduleId', 'Modul-ID', 'Module id', true),
          text('title', 'Modul', 'Module', true),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'seminarDate',
            type: 'relationship',
            relationTo: 'seminar-dates',
            required: true,
            label: { de: 'Termin', en: 'Date' },
            admin: { readOnly: true },
          },
          text('period', 'Zeitraum', 'Period'),
          text('place', 'Ort', 'Place'),
        ],
      },
    ],
  },
  {
    name: 'participants',
    type: 'array',
    required: true,
    minRows: 1,
    label: { de: 'Teilnehmende', en: 'Participants' },
    ...numberedRows(
      { de: 'Teilnehmer', en: 'Participant' },
      { de: 'Teilnehmende', en: 'Participants' },
    ),
    fields: participantFields,
  },
]

const STATUS_LABELS = {
  new: { de: 'Neu', en: 'New' },
  confirmed: { de: 'Bestätigt', en: 'Confirmed' },
  cancelled: { de: 'Storniert', en: 'Cancelled' },
}
export const statusOptions = BOOKING_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}))

export const kindOptions = BOOKING_KINDS.map((value) => ({
  value,
  label:
    value === 'buchung'
      ? { de: 'Verbindliche Buchung', en: 'Binding booking' }
      : { de: 'Reservierung', en: 'Reservation' },
}))
