import { csvColumnsFromTable, inboxFieldsFromTable } from '@/features/forms/field-table'
import { inboxCollection } from '@/features/forms/inbox/collection'
import { workFields } from '@/features/forms/inbox/fields'

import { contactFields } from './fields'

/**
 * Messages from the contact forms (POST /api/json-api/kontakt/): stored before the visitor gets
 * an answer, created only by that endpoint, read and marked as done by staff. Fields and CSV
 * columns come from the contact field table (fields.ts).
 */
// Alike the other inbox collections by shape only: each passes its own slug, labels and table.
export const ContactMessages = inboxCollection({
  slug: 'contact-messages',
  labels: {
    singular: { de: 'Kontaktanfrage', en: 'Contact message' },
    plural: { de: 'Kontaktanfragen', en: 'Contact messages' },
  },
  defaultColumns: ['displayName', 'email', 'firma', 'info', 'spam', 'status', 'createdAt'],
  listSearchableFields: ['displayName', 'email', 'firma', 'mitteilung'],
  exportName: 'kontaktanfragen',
  columns: csvColumnsFromTable(contactFields),
  fields: [...workFields, ...inboxFieldsFromTable(contactFields)],
})
