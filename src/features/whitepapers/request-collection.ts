import { csvColumnsFromTable, inboxFieldsFromTable } from '@/features/forms/field-table'
import { inboxCollection } from '@/features/forms/inbox/collection'
import { workFields } from '@/features/forms/inbox/fields'

import { whitepaperRequestFields } from './request-fields'

/**
 * Whitepaper requests (POST /api/json-api/whitepaper/). Each holds the hash of the access code
 * mailed to the visitor; the code itself is never stored, and it opens only this whitepaper.
 * Fields and CSV columns come from the request's field table (request-fields.ts).
 */
export const WhitepaperRequests = inboxCollection({
  slug: 'whitepaper-requests',
  labels: {
    singular: { de: 'Whitepaper-Anfrage', en: 'Whitepaper request' },
    plural: { de: 'Whitepaper-Anfragen', en: 'Whitepaper requests' },
  },
  defaultColumns: [
    'displayName',
    'whitepaperTitle',
    'email',
    'firma',
    'downloads',
    'spam',
    'status',
    'createdAt',
  ],
  listSearchableFields: ['displayName', 'email', 'firma', 'whitepaperTitle'],
  exportName: 'whitepaper-anfragen',
  columns: csvColumnsFromTable(whitepaperRequestFields),
  fields: [...workFields, ...inboxFieldsFromTable(whitepaperRequestFields)],
})
