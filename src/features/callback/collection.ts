import { csvColumnsFromTable, inboxFieldsFromTable } from '@/features/forms/field-table'
import { inboxCollection } from '@/features/forms/inbox/collection'
import { workFields } from '@/features/forms/inbox/fields'

import { callbackFields } from './fields'

/**
 * Callback requests (POST /api/json-api/callback/): who wants a call, when, and about what.
 * Fields and CSV columns come from the callback field table (fields.ts).
 */
// Alike the other inbox collections by shape only: each passes its own slug, labels and table.
export const CallbackRequests = inboxCollection({
  slug: 'callback-requests',
  labels: {
    singular: { de: 'Rückrufbitte', en: 'Callback request' },
    plural: { de: 'Rückrufbitten', en: 'Callback requests' },
  },
  defaultColumns: ['displayName', 'terminAt', 'telefon', 'firma', 'spam', 'status', 'createdAt'],
  listSearchableFields: ['displayName', 'email', 'telefon', 'firma'],
  exportName: 'rueckrufbitten',
  columns: csvColumnsFromTable(callbackFields),
  fields: [...workFields, ...inboxFieldsFromTable(callbackFields)],
})
