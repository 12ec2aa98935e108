import { textKind } from '@/features/forms/field-kinds'
import { addressRows, companyRows, emailRow, personRows } from '@/features/forms/field-rows'
import type { FieldTable } from '@/features/forms/field-table'

/**
 * The whitepaper request's field table: its rules (request-schema.ts), the inbox fields and CSV
 * columns of whitepaper-requests (request-collection.ts) and the staff mail's lines
 * (server/request-mail-texts.ts). The whitepaper, its download count and the code's hash are set
 * by the server, so they have no rule.
 */
export const whitepaperRequestFields = [
  {
    name: 'whitepaper',
    label: { de: 'Whitepaper', en: 'Whitepaper' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'relationship',
        relationTo: 'whitepapers',
        required: true,
        index: true,
        label,
        admin: { readOnly: true },
      }),
    },
    row: 'whitepaper',
    csv: false,
    mail: false,
  },
  {
    name: 'whitepaperTitle',
    label: { de: 'Titel des Whitepapers', en: 'Whitepaper title' },
    kind: textKind(),
    row: 'whitepaper',
    csv: { label: { de: 'Whitepaper', en: 'Whitepaper' } },
    mail: { label: { de: 'Whitepaper', en: 'Whitepaper' } },
  },
  ...personRows,
  ...companyRows,
  ...addressRows,
  emailRow,
  {
    name: 'downloads',
    label: { de: 'Downloads', en: 'Downloads' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'number',
        defaultValue: 0,
        min: 0,
        label,
        admin: { readOnly: true },
      }),
    },
    row: 'downloads',
    mail: false,
  },
  {
    name: 'lastDownloadAt',
    label: { de: 'Letzter Download', en: 'Last download' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'date',
        label,
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      }),
    },
    row: 'downloads',
    csv: false,
    mail: false,
  },
  // sha256 of the access code (hex); the code is only in the visitor's browser and mail.
  {
    name: 'codeHash',
    label: { de: 'Code-Hash', en: 'Code hash' },
    kind: {
      payload: (name) => ({
        name,
        type: 'text',
        required: true,
        unique: true,
        index: true,
        admin: { hidden: true },
        access: { read: () => false, update: () => false },
      }),
    },
    csv: false,
    mail: false,
  },
] as const satisfies FieldTable
