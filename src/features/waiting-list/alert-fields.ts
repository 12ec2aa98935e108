import { z } from 'zod'

import { emailRow } from '@/features/forms/field-rows'
import type { FieldKind, FieldTable, Label } from '@/features/forms/field-table'
import { invalidKey, MAX_ID } from '@/features/forms/fields'
import { csvDateTime, csvOption } from '@/features/forms/inbox/csv-values'
import { languageField } from '@/features/forms/inbox/fields'
import { textKind } from '@/features/forms/field-kinds'

/**
 * "Notify me when new dates are set": the field table of date-alerts (schema, inbox fields, CSV).
 * Double opt-in as the newsletter: pending until the mailed link confirms it, mailed once when a
 * date of the seminar is published (then notified).
 */

export const ALERT_STATUSES = ['pending', 'confirmed', 'notified', 'unsubscribed'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]
const STATUS_LABELS: Record<AlertStatus, Label> = {
  pending: { de: 'Unbestätigt', en: 'Not yet confirmed' },
  confirmed: { de: 'Bestätigt', en: 'Confirmed' },
  notified: { de: 'Benachrichtigt', en: 'Notified' },
  unsubscribed: { de: 'Abgemeldet', en: 'Unsubscribed' },
}
const STATUS_OPTIONS = ALERT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
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

export const dateAlertFields = [
  {
    name: 'seminar',
    label: { de: 'Seminar', en: 'Seminar' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'relationship',
        relationTo: 'seminars',
        // Not required in the database: deleting the seminar keeps the entry for the record.
        index: true,
        label,
        admin: readOnly,
      }),
    },
    rule: z
      .number({ error: invalidKey('seminar') })
      .int(invalidKey('seminar'))
      .positive(invalidKey('seminar'))
      .max(MAX_ID, invalidKey('seminar')),
    csv: { label: { de: 'Seminar-ID', en: 'Seminar id' } },
  },
  { name: 'seminarTitle', label: { de: 'Seminartitel', en: 'Seminar title' }, kind: textKind() },
  emailRow,
  {
    name: 'alertStatus',
    label: { de: 'Stand', en: 'Standing' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: STATUS_OPTIONS,
        label,
        admin: { ...readOnly, position: 'sidebar' },
      }),
      csv: (value, language) => csvOption(STATUS_OPTIONS, value, language),
    },
  },
  { name: 'confirmedAt', label: { de: 'Bestätigt am', en: 'Confirmed on' }, kind: sidebarDate },
  { name: 'notifiedAt', label: { de: 'Benachrichtigt am', en: 'Notified on' }, kind: sidebarDate },
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
    label: { de: 'Angemeldet auf Seite', en: 'Signed up on page' },
    kind: textKind({ admin: { ...readOnly, position: 'sidebar' } }),
    csv: false,
  },
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
  {
    name: 'tokenExpiresAt',
    label: { de: 'Token gültig bis', en: 'Token valid until' },
    kind: { payload: (name) => ({ name, type: 'date', admin: { hidden: true } }) },
    csv: false,
  },
] as const satisfies FieldTable
