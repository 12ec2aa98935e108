import type { Field } from 'payload'

import { BOOKING_KINDS, SALUTATIONS, TITLES } from '@/features/forms/options'

const text = (name: string, de: string, en: string, required = false): Field => ({
  name,
  type: 'text',
  required,
  label: { de, en },
})
const options = (values: readonly string[]) =>
  values.map((value) => ({ label: value || '–', value: value || 'none' }))

/** Name fields shared by participants and the contact person. */
export const personFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'anrede',
        type: 'select',
        required: true,
        options: options(SALUTATIONS),
        label: { de: 'Anrede', en: 'Salutation' },
      },
      {
        name: 'titel',
        type: 'select',
        options: options(TITLES).filter((o) => o.value !== 'none'),
        label: { de: 'Titel', en: 'Title' },
      },
      text('vorname', 'Vorname', 'First name', true),
      text('nachname', 'Nachname', 'Last name', true),
    ],
  },
  {
    type: 'row',
    fields: [
      text('email', 'E-Mail', 'Email', true),
      text('telefon', 'Telefon', 'Phone'),
      text('firma', 'Firma', 'Company'),
      text('abteilung', 'Abteilung', 'Department'),
    ],
  },
]

/**
 * A participant's optional address and further numbers (docs/behaviour/entities.md Participant).
 */
export const participantFields: Field[] = [
  ...personFields,
  {
    type: 'row',
    fields: [
      text('strasse', 'Straße', 'Street'),
      text('plz', 'PLZ', 'Postcode'),
      text('ort', 'Ort', 'City'),
      text('land', 'Land', 'Country'),
    ],
  },
  {
    type: 'row',
    fields: [
      text('mobiltelefon', 'Mobiltelefon', 'Mobile'),
      text('fax', 'Fax', 'Fax'),
      text('ustidnr', 'USt-IdNr.', 'VAT number'),
    ],
  },
]

export const contactFields: Field[] = [
  ...personFields,
  {
    type: 'row',
    fields: [text('mobiltelefon', 'Mobiltelefon', 'Mobile'), text('fax', 'Fax', 'Fax')],
  },
]

export const billingFields: Field[] = [
  {
    type: 'row',
    fields: [
      text('firma', 'Firma', 'Company'),
      text('abteilung', 'Abteilung', 'Department'),
      text('ustidnr', 'USt-IdNr.', 'VAT number'),
    ],
  },
  {
    type: 'row',
    fields: [
      text('strasse', 'Straße', 'Street', true),
      text('plz', 'PLZ', 'Postcode', true),
      text('ort', 'Ort', 'City', true),
      text('land', 'Land', 'Country', true),
    ],
  },
]

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
    admin: { condition: (_, sibling) => sibling?.type === 'qualifizierungsprogramm' },
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
    fields: participantFields,
  },
]

export const kindOptions = BOOKING_KINDS.map((value) => ({
  value,
  label:
    value === 'buchung'
      ? { de: 'Verbindliche Buchung', en: 'Binding booking' }
      : { de: 'Reservierung', en: 'Reservation' },
}))
