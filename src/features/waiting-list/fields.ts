import { z } from 'zod'

import { textKind } from '@/features/forms/field-kinds'
import { emailRow } from '@/features/forms/field-rows'
import type { FieldKind, FieldTable, Label } from '@/features/forms/field-table'
import { invalidKey, MAX_ID, requiredKey, requiredText } from '@/features/forms/fields'
import { csvDateTime, csvOption } from '@/features/forms/inbox/csv-values'
import { languageField } from '@/features/forms/inbox/fields'
import { NAME_PATTERN } from '@/features/forms/patterns'

import { MAX_WAITING_PARTICIPANTS } from './constants'

/**
 * The waiting list's field table: the sign-up's rules (schema.ts) and the inbox fields and CSV
 * columns of waiting-list-entries (collection.ts). Entries without a rule are set by the server:
 * where the entry stands (status), the seats it holds and its offer.
 */

export const ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'expired'] as const
export type EntryStatus = (typeof ENTRY_STATUSES)[number]
const STATUS_LABELS: Record<EntryStatus, Label> = {
  waiting: { de: 'Wartet', en: 'Waiting' },
  offered: { de: 'Plätze angeboten', en: 'Seats offered' },
  booked: { de: 'Gebucht', en: 'Booked' },
  expired: { de: 'Angebot verfallen', en: 'Offer expired' },
}
const STATUS_OPTIONS = ENTRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

const readOnly = { readOnly: true }

const sidebarDate: FieldKind = {
  csv: csvDateTime,
  payload: (name, label) => ({
    name,
    type: 'date',
    label,
    admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  }),
}

const numberKind = (extra: Record<string, unknown> = {}): FieldKind => ({
  payload: (name, label) => ({ name, type: 'number', label, admin: readOnly, ...extra }),
})

/** The number of participants the visitor wants seats for. */
const participantCount = z
  .number({ error: requiredKey('teilnehmer') })
  .int(invalidKey('teilnehmer'))
  .min(1, invalidKey('teilnehmer'))
  .max(MAX_WAITING_PARTICIPANTS, invalidKey('teilnehmer'))

export const waitingListFields = [
  {
    name: 'seminarDate',
    label: { de: 'Termin', en: 'Date' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'relationship',
        relationTo: 'seminar-dates',
        // Not required in the database: deleting the date keeps the entry for the record.
        index: true,
        label,
        admin: readOnly,
      }),
    },
    rule: z
      .number({ error: invalidKey('seminarDate') })
      .int(invalidKey('seminarDate'))
      .positive(invalidKey('seminarDate'))
      .max(MAX_ID, invalidKey('seminarDate')),
    csv: { label: { de: 'Termin-ID', en: 'Date id' } },
    mail: false,
  },
  {
    name: 'dateLabel',
    label: { de: 'Seminar und Termin', en: 'Seminar and date' },
    kind: textKind(),
    mail: false,
  },
  {
    name: 'name',
    label: { de: 'Name', en: 'Name' },
    kind: textKind({ required: true }),
    rule: requiredText('name', NAME_PATTERN),
    row: 'person',
  },
  { ...emailRow, row: 'person' },
  {
    name: 'teilnehmer',
    label: { de: 'Teilnehmende', en: 'Participants' },
    kind: numberKind({ required: true, min: 1, max: MAX_WAITING_PARTICIPANTS }),
    rule: participantCount,
    row: 'person',
  },
  {
    name: 'waitingStatus',
    label: { de: 'Stand', en: 'Standing' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'select',
        required: true,
        defaultValue: 'waiting',
        index: true,
        options: STATUS_OPTIONS,
        label,
        admin: { ...readOnly, position: 'sidebar' },
      }),
      csv: (value, language) => csvOption(STATUS_OPTIONS, value, language),
    },
  },
  {
    name: 'seatsHeld',
    label: { de: 'Gehaltene Plätze', en: 'Seats held' },
    kind: numberKind({ defaultValue: 0, admin: { ...readOnly, position: 'sidebar' } }),
  },
  { name: 'offeredAt', label: { de: 'Angeboten am', en: 'Offered on' }, kind: sidebarDate },
  {
    name: 'offerExpiresAt',
    label: { de: 'Angebot gilt bis', en: 'Offer valid until' },
    kind: {
      ...sidebarDate,
      payload: (name, label) => ({ ...sidebarDate.payload(name, label), index: true }) as never,
    },
  },
  {
    name: 'bookingNumber',
    label: { de: 'Buchungsnummer', en: 'Booking number' },
    kind: textKind({ admin: { ...readOnly, position: 'sidebar' } }),
  },
  {
    name: 'spam',
    label: { de: 'Spam (Falle ausgefüllt)', en: 'Spam (trap filled in)' },
    kind: {
      // Alike the standing's field above by shape only: Payload's options of a sidebar field.
      payload: (name, label) => ({
        name,
        type: 'checkbox',
        defaultValue: false,
        index: true,
        label,
        admin: { ...readOnly, position: 'sidebar' },
      }),
    },
    csv: false,
  },
  {
    name: 'language',
    label: { de: 'Sprache', en: 'Language' },
    kind: { payload: () => languageField },
    csv: false,
  },
  {
    name: 'requestPage',
    label: { de: 'Eingetragen auf Seite', en: 'Signed up on page' },
    kind: textKind({ admin: { ...readOnly, position: 'sidebar' } }),
    csv: false,
  },
  // sha256 of the offer's token (hex); the token itself is only in the mailed link.
  {
    name: 'tokenHash',
    label: { de: 'Token-Hash', en: 'Token hash' },
    kind: {
      payload: (name) => ({
        name,
        type: 'text',
        index: true,
        admin: { hidden: true },
        access: { read: () => false, update: () => false },
      }),
    },
    csv: false,
  },
] as const satisfies FieldTable
