// The imports are alike contact/fields.ts's: both tables build on the shared rows of field-rows.ts.
import { textKind } from '@/features/forms/field-kinds'
import {
  companyRows,
  emailRow,
  messageRows,
  personRows,
  phoneRows,
} from '@/features/forms/field-rows'
import type { FieldTable } from '@/features/forms/field-table'
import { invalidKey, requiredKey, requiredText } from '@/features/forms/fields'
import { csvDateTime } from '@/features/forms/inbox/csv-values'
import { POSTCODE_PATTERN } from '@/features/forms/patterns'
import { POSTCODE_MAX, requiredPhone } from '@/features/forms/rules'
import { z } from 'zod'

import { isValidTermin } from './slots'

/**
 * The callback request's field table: its rules (schema.ts), the inbox fields and CSV columns of
 * callback-requests (collection.ts) and the mail lines (server/mail-texts.ts). The table's order
 * is the admin's; the export and the mail had their own order before the table, kept by `after`.
 */
export const callbackFields = [
  {
    name: 'termin',
    label: { de: 'Wunschtermin (TT.MM.JJJJ, HH:MM)', en: 'Preferred time (DD.MM.YYYY, HH:MM)' },
    kind: textKind({ required: true }),
    // The picked time, 'dd.MM.yyyy, HH:mm' (Berlin time), one of the offered slots.
    rule: z
      .string({ error: requiredKey('termin') })
      .trim()
      .min(1, requiredKey('termin'))
      .refine((value) => isValidTermin(value), invalidKey('termin')),
    row: 'termin',
    // The instant (terminAt) writes the time in the staff member's date format.
    csv: {
      label: { de: 'Wunschtermin', en: 'Preferred time' },
      value: (doc, language) =>
        doc.terminAt ? csvDateTime(doc.terminAt, language) : (doc.termin as string),
    },
    mail: { label: { de: 'Wunschtermin', en: 'Preferred time' }, confirmation: true },
  },
  // The same time as an instant (termin is Berlin time), so the list sorts and filters by it; set
  // by the endpoint.
  {
    name: 'terminAt',
    label: { de: 'Wunschtermin', en: 'Preferred time' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'date',
        index: true,
        label,
        admin: {
          readOnly: true,
          date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy, HH:mm' },
        },
      }),
    },
    row: 'termin',
    csv: false,
    mail: false,
  },
  {
    ...phoneRows.telefon,
    kind: textKind({ required: true }),
    rule: requiredPhone('telefon'),
    row: 'termin',
    csv: { after: 'abteilung' },
    mail: { confirmation: true, after: 'vorname' },
  },
  ...personRows,
  ...companyRows,
  {
    name: 'plz',
    label: { de: 'PLZ', en: 'Postcode' },
    kind: textKind(),
    rule: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
    row: 'contact',
  },
  { ...emailRow, row: 'contact', mail: { confirmation: true, after: 'telefon' } },
  ...messageRows,
] as const satisfies FieldTable
