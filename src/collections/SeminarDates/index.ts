import type { CollectionConfig } from 'payload'

import { ofPublishedSeminarOrStaff, staffOnly } from '@/access'
import { SEMINARS_GROUP } from '@/fields/adminGroups'
import { priceRow } from '@/fields/common'
import { revalidateCatalogue } from '@/hooks/revalidatePagesOnChange'

import { countedByBookings, keepSeatsTaken, refuseDeleteWhileBooked } from './seats'
import { checkSeminarDate } from './validate'
import { rateFromSeminar } from '@/features/reviews/stored-rating'
import { waitingListOnDateChange } from '@/features/waiting-list/server/hooks'

/**
 * Bookable dates of a seminar: one day, a span of two dates, or a free text ('nach Vereinbarung');
 * a place, a price in EUR or CHF and the seats. Bookings keep `seatsTaken`; a date that bookings
 * hold seats on cannot be deleted (seats.ts).
 */
export const SeminarDates: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'seminar-dates',
  labels: {
    singular: { de: 'Seminartermin', en: 'Seminar date' },
    plural: { de: 'Seminartermine', en: 'Seminar dates' },
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: [
      'label',
      'startDate',
      'format',
      'location',
      'price',
      'seatsTaken',
      'seatsTotal',
    ],
    group: SEMINARS_GROUP,
  },
  access: {
    read: ofPublishedSeminarOrStaff,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  defaultSort: 'startDate',
  fields: [
    {
      name: 'seminar',
      type: 'relationship',
      relationTo: 'seminars',
      required: true,
      index: true,
      label: { de: 'Seminar', en: 'Seminar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          index: true,
          label: { de: 'Erster Tag', en: 'First day' },
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
        {
          // Same shape as other field configs (Publications, Testimonials) by design: Payload
          // configs are declarative.
          name: 'endDate',
          type: 'date',
          label: { de: 'Letzter Tag', en: 'Last day' },
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
            description: { de: 'Leer bei eintägigen Terminen.', en: 'Empty for one-day dates.' },
          },
        },
      ],
    },
    // Alike other localized texts with a limit by shape only: declarative field configs.
    {
      name: 'daysText',
      type: 'text',
      localized: true,
      maxLength: 120,
      label: { de: 'Termin als Text', en: 'Date as text' },
      admin: {
        description: {
          de: 'Statt eines Datums, z. B. „nach Vereinbarung“.',
          en: 'Instead of a date, e.g. “by arrangement”.',
        },
      },
    },
    {
      // Not required, so dates created without it (older code, imports) count as in person.
      name: 'format',
      type: 'select',
      defaultValue: 'in_person',
      options: [
        { value: 'in_person', label: { de: 'Präsenz', en: 'In person' } },
        { value: 'online', label: { de: 'Online live', en: 'Live online' } },
        {
          value: 'blended',
          label: { de: 'Blended (vor Ort und online)', en: 'Blended (on site and online)' },
        },
      ],
      label: { de: 'Format', en: 'Format' },
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      index: true,
      label: { de: 'Ort', en: 'Place' },
      admin: {
        condition: (_, sibling) => sibling?.format !== 'online',
        description: {
          de: 'Pflicht bei Präsenz und Blended; ein Online-Termin hat keinen Ort.',
          en: 'Required in person and blended; an online date has no place.',
        },
      },
    },
    {
      name: 'onlineNote',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      label: { de: 'So läuft der Online-Termin', en: 'How the online date runs' },
      admin: {
        condition: (_, sibling) => sibling?.format === 'online' || sibling?.format === 'blended',
        description: {
          de: 'Z. B. Werkzeug und wann der Link kommt. Leer: der Hinweis aus den Website-Einstellungen.',
          en: 'E.g. the tool and when the link is sent. Empty: the note from the site settings.',
        },
      },
    },
    priceRow(100_000, { de: 'Seminargebühr (netto)', en: 'Fee (net)' }),
    {
      type: 'row',
      fields: [
        {
          name: 'seatsTotal',
          type: 'number',
          required: true,
          min: 1,
          max: 500,
          defaultValue: 12,
          label: { de: 'Plätze gesamt', en: 'Seats in total' },
        },
        {
          name: 'seatsTaken',
          type: 'number',
          required: true,
          min: 0,
          max: 500,
          defaultValue: 0,
          label: { de: 'Plätze belegt', en: 'Seats taken' },
          access: { create: countedByBookings, update: countedByBookings },
          admin: {
            readOnly: true,
            description: {
              de: 'Zählen die Buchungen mit. Weniger Plätze anbieten: „Plätze gesamt“ senken.',
              en: 'Counted by the bookings. To offer fewer seats, lower “Seats in total”.',
            },
          },
        },
      ],
    },
    {
      name: 'label',
      type: 'text',
      label: { de: 'Bezeichnung', en: 'Label' },
      admin: { readOnly: true, hidden: true },
    },
    // The seminar's rating, kept by features/reviews/stored-rating.ts for the "best rated" order.
    {
      name: 'seminarRating',
      type: 'number',
      defaultValue: 0,
      index: true,
      label: { de: 'Bewertung des Seminars', en: 'Rating of the seminar' },
      admin: { readOnly: true, hidden: true },
      hooks: { beforeChange: [rateFromSeminar] },
    },
  ],
  hooks: {
    // keepSeatsTaken first: the seat check in checkSeminarDate needs the current count.
    beforeChange: [keepSeatsTaken, checkSeminarDate],
    beforeDelete: [refuseDeleteWhileBooked],
    afterChange: [revalidateCatalogue.afterChange, waitingListOnDateChange],
    afterDelete: [revalidateCatalogue.afterDelete],
  },
}
