import type { CollectionConfig } from 'payload'

import { staffOnly, staffOnlyField } from '@/access'
import { mailStatusChange } from '@/features/booking/server/status-mails'
import { numberedRows } from '@/fields/numberedRows'

import { inboxListComponents } from '@/features/forms/inbox/admin'
import { LANGUAGE_OPTIONS } from '@/features/forms/inbox/fields'
import { exportCsvEndpoint } from './export'
import { billingFields, contactFields, itemFields, kindOptions, statusOptions } from './fields'
import { keepItemsAsBooked, totalField } from './items'
import { ownBookingsOrStaff, setCustomerEmail } from './owner'
import { cancelBooking, keepSeatsFixed, releaseSeatsOnDelete, showReleasedSeats } from './seats'
import * as waitingList from '@/features/waiting-list/server/hooks'

const totalRows = numberedRows({ de: 'Summe', en: 'Total' }, { de: 'Summen', en: 'Totals' })

/**
 * Bookings sent through POST /api/json-api/buchung/: created only by that endpoint (which takes
 * the seats in the same transaction), read and worked on by staff. Customers read the bookings
 * made with their e-mail in the portal, and change none.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: {
    singular: { de: 'Buchung', en: 'Booking' },
    plural: { de: 'Buchungen', en: 'Bookings' },
  },
  admin: {
    useAsTitle: 'bookingNumber',
    defaultColumns: [
      // The staff-list int test spells these columns out on purpose: it asserts what staff see.
      'bookingNumber',
      'contactName',
      'billing.firma',
      'status',
      'total',
      'createdAt',
    ],
    // Group fields by path: the search box's hint names only top-level fields, so the description
    // lists them all.
    listSearchableFields: [
      'bookingNumber',
      'contactName',
      'contact.email',
      'contact.firma',
      'billing.firma',
    ],
    group: { de: 'Posteingang', en: 'Inbox' },
    description: {
      de: 'Status „Storniert“ gibt die Plätze frei (endgültig). Termine, Teilnehmerzahl, Titel und Preise bleiben wie gebucht. Die Suche findet Buchungsnummer, Ansprechperson, deren E-Mail und Firma sowie die Rechnungsfirma. Der CSV-Export enthält eine Zeile je Teilnehmende.',
      en: 'Status “Cancelled” gives the seats back (final). Dates, number of participants, titles and prices stay as booked. Search finds the booking number, the contact person, their e-mail and company, and the billing company. The CSV export has one row per participant.',
    },
    components: inboxListComponents('bookings'),
    // The list reads only its columns: a full booking brings its items, participants and modules,
    // which on PostgreSQL are joined for every row an OFFSET skips (the last of 5,000 pages took
    // 1.2 s, with this 0.2 s: decision 0026).
    enableListViewSelectAPI: true,
  },
  // The "total" column is computed from the stored totals (totalField).
  forceSelect: { totals: true },
  access: { read: ownBookingsOrStaff, create: () => false, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  endpoints: [exportCsvEndpoint],
  hooks: {
    beforeChange: [setCustomerEmail, keepSeatsFixed, keepItemsAsBooked, cancelBooking],
    afterChange: [mailStatusChange, showReleasedSeats, waitingList.offerSeatsOfCancelledBooking],
    afterDelete: [releaseSeatsOnDelete, waitingList.offerSeatsOfDeletedBooking],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'bookingNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: { de: 'Buchungsnummer', en: 'Booking number' },
          admin: { readOnly: true },
        },
        {
          name: 'status',
          // Alike the inbox status field by shape only: bookings have their own statuses
          // (BOOKING_STATUSES).
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: statusOptions,
          label: { de: 'Status', en: 'Status' },
          admin: {
            description: {
              de: '„Bestätigt“ schickt der Ansprechperson die verbindliche Anmeldebestätigung, „Storniert“ die Stornierung und gibt die Plätze frei (je einmal, auf Deutsch oder Englisch wie gebucht).',
              en: '“Confirmed” sends the contact person the binding confirmation, “Cancelled” the cancellation and releases the seats (once each, in the language of the booking).',
            },
          },
        },
        {
          name: 'kind',
          type: 'select',
          // Same shape as the read-only fields above and in fields.ts by design: Payload field
          // configs are declarative.
          required: true,
          options: kindOptions,
          label: { de: 'Art', en: 'Kind' },
          admin: { readOnly: true },
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          options: LANGUAGE_OPTIONS,
          label: { de: 'Sprache', en: 'Language' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'contactName',
      type: 'text',
      label: { de: 'Ansprechperson', en: 'Contact person' },
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'contact',
      type: 'group',
      label: { de: 'Ansprechperson', en: 'Contact person' },
      fields: contactFields,
    },
    {
      name: 'billing',
      type: 'group',
      label: { de: 'Rechnungsadresse', en: 'Billing address' },
      fields: billingFields,
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: { de: 'Gebuchte Seminare und Programme', en: 'Booked seminars and programmes' },
      ...numberedRows({ de: 'Position', en: 'Item' }, { de: 'Positionen', en: 'Items' }),
      fields: itemFields,
    },
    {
      name: 'totals',
      type: 'array',
      label: { de: 'Summe je Währung', en: 'Total per currency' },
      ...totalRows,
      admin: { ...totalRows.admin, readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'currency',
              type: 'text',
              required: true,
              label: { de: 'Währung', en: 'Currency' },
            },
            {
              name: 'amount',
              type: 'number',
              required: true,
              label: { de: 'Betrag', en: 'Amount' },
            },
          ],
        },
      ],
    },
    totalField,
    {
      name: 'comment',
      type: 'textarea',
      label: { de: 'Mitteilung', en: 'Message' },
      admin: { readOnly: true },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: staffOnlyField },
      admin: { hidden: true },
    },
    {
      name: 'seatsReleased',
      type: 'checkbox',
      defaultValue: false,
      access: { read: staffOnlyField },
      admin: { hidden: true },
    },
    // Set when the customer asked in the portal to cancel after the online deadline
    // (features/portal/cancellation): staff decide.
    {
      name: 'cancellationRequestedAt',
      type: 'date',
      label: { de: 'Stornierung angefragt am', en: 'Cancellation requested on' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.cancellationRequestedAt),
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy, HH:mm' },
      },
    },
    // The confirmation link's token as a SHA-256 hash, and when the link stops working
    // (features/booking/confirmation/). Hidden from the admin and every API answer: only the
    // confirmation page's server read (overrideAccess, showHiddenFields) sees them.
    {
      name: 'confirmationTokenHash',
      type: 'text',
      unique: true,
      index: true,
      hidden: true,
      access: { read: () => false, update: () => false },
    },
    {
      name: 'confirmationExpiresAt',
      type: 'date',
      hidden: true,
      access: { read: () => false, update: () => false },
    },
    // The portal account the booking belongs to (lower-cased contact e-mail), kept by
    // setCustomerEmail.
    {
      name: 'customerEmail',
      type: 'text',
      index: true,
      label: { de: 'Kundenkonto (E-Mail)', en: 'Customer account (email)' },
      admin: { hidden: true, readOnly: true },
    },
  ],
}
