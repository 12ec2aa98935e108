import type { CollectionConfig, Field } from 'payload'

import { staffOnly } from '@/access'
import { LANGUAGE_OPTIONS } from '@/features/forms/inbox/fields'

import { authorOrStaffField, publishedOwnOrStaff, shownNameField } from './access'
import { REVIEW_LIMITS, REVIEW_STATUSES } from './constants'
import {
  reasonForRejection,
  revalidateWhenPublicChanges,
  revalidateWhenPublishedDeleted,
  stampModeration,
} from './hooks'
import { storeRatingOnChange, storeRatingOnDelete } from './stored-rating'

const STATUS_LABELS = {
  pending: { de: 'Wartet auf Prüfung', en: 'Awaiting review' },
  published: { de: 'Veröffentlicht', en: 'Published' },
  rejected: { de: 'Abgelehnt', en: 'Rejected' },
}

/** What the customer wrote and what it was verified against: nobody changes it afterwards. */
const asWritten = { create: () => true, update: () => false }
const verifiedAgainst = { ...asWritten, read: authorOrStaffField }

/** A field of what the customer wrote: set once, read-only for everyone after. */
const asWrittenField = (field: Field): Field =>
  ({ ...field, access: asWritten, admin: { ...field.admin, readOnly: true } }) as Field

const relation = (
  name: string,
  relationTo: 'seminars' | 'seminar-dates' | 'bookings' | 'customers',
  label: { de: string; en: string },
): Field => ({
  name,
  type: 'relationship',
  relationTo,
  // A seminar with booked dates cannot be deleted; a booking can be, and its reviews stay.
  required: relationTo === 'seminars',
  index: true,
  label,
  access: relationTo === 'seminars' ? asWritten : verifiedAgainst,
  admin: { readOnly: true },
})

/**
 * Verified reviews (decision 0025): written only through the portal's review endpoint by the
 * customer who booked a date that has ended, once per booking and date; nobody creates one by
 * hand, not even staff. Staff publish or reject them; only published ones count towards a
 * seminar's rating and are shown.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: {
    singular: { de: 'Bewertung', en: 'Review' },
    plural: { de: 'Bewertungen', en: 'Reviews' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['seminar', 'stars', 'status', 'authorName', 'createdAt'],
    group: { de: 'Posteingang', en: 'Inbox' },
    description: {
      de: 'Bewertungen schreiben nur Kundinnen und Kunden im Kundenportal, je Buchung und besuchtem Termin einmal. Prüfen Sie den Text und setzen Sie „Veröffentlicht“ oder „Abgelehnt“ (mit Grund, den die Person im Portal liest). Nur veröffentlichte Bewertungen zählen für den Durchschnitt des Seminars.',
      en: 'Reviews are written only by customers in the customer portal, once per booking and attended date. Check the text and set “Published” or “Rejected” (with a reason, which the customer reads in the portal). Only published reviews count towards the seminar’s average.',
    },
  },
  access: {
    read: publishedOwnOrStaff,
    create: () => false,
    update: staffOnly,
    delete: staffOnly,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['booking', 'seminarDate'], unique: true }],
  hooks: {
    afterChange: [storeRatingOnChange, revalidateWhenPublicChanges],
    afterDelete: [storeRatingOnDelete, revalidateWhenPublishedDeleted],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          label: { de: 'Status', en: 'Status' },
        },
        {
          name: 'moderatedAt',
          type: 'date',
          label: { de: 'Geprüft am', en: 'Moderated on' },
          access: { read: authorOrStaffField },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          hooks: { beforeChange: [stampModeration] },
        },
      ],
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: REVIEW_LIMITS.reasonMax,
      label: { de: 'Grund der Ablehnung', en: 'Reason for the rejection' },
      access: { read: authorOrStaffField },
      validate: reasonForRejection,
      admin: { condition: (_, sibling) => sibling?.status === 'rejected' },
    },
    asWrittenField({
      name: 'title',
      type: 'text',
      label: { de: 'Seminar und Termin', en: 'Seminar and date' },
    }),
    {
      type: 'row',
      fields: [
        asWrittenField({
          name: 'stars',
          type: 'number',
          required: true,
          min: REVIEW_LIMITS.starsMin,
          max: REVIEW_LIMITS.starsMax,
          label: { de: 'Sterne (1–5)', en: 'Stars (1–5)' },
        }),
        asWrittenField({
          name: 'language',
          type: 'select',
          required: true,
          options: LANGUAGE_OPTIONS,
          label: { de: 'Sprache', en: 'Language' },
        }),
      ],
    },
    asWrittenField({
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: REVIEW_LIMITS.textMax,
      label: { de: 'Text', en: 'Text' },
    }),
    {
      type: 'row',
      fields: [
        asWrittenField({
          name: 'showName',
          type: 'checkbox',
          defaultValue: false,
          label: { de: 'Name darf gezeigt werden', en: 'Name may be shown' },
        }),
        // Set once like the fields above; its read access follows the author's choice.
        {
          name: 'authorName',
          type: 'text',
          label: { de: 'Angezeigter Name', en: 'Name shown' },
          access: { ...asWritten, read: shownNameField },
          admin: {
            readOnly: true,
            description: {
              de: 'Vorname und Initial, nur sichtbar, wenn die Person es erlaubt hat.',
              en: 'First name and initial, shown only where the customer allowed it.',
            },
          },
        },
      ],
    },
    relation('seminar', 'seminars', { de: 'Seminar', en: 'Seminar' }),
    relation('seminarDate', 'seminar-dates', { de: 'Besuchter Termin', en: 'Attended date' }),
    asWrittenField({
      name: 'attendedUntil',
      type: 'date',
      required: true,
      label: { de: 'Letzter Seminartag', en: 'Last day of the seminar' },
      admin: { date: { pickerAppearance: 'dayOnly' } },
    }),
    relation('booking', 'bookings', { de: 'Buchung', en: 'Booking' }),
    relation('customer', 'customers', { de: 'Kundenkonto', en: 'Customer account' }),
  ],
}
