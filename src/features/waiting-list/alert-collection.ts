import type { CollectionConfig } from 'payload'

import { csvColumnsFromTable, inboxFieldsFromTable } from '@/features/forms/field-table'
import { inboxCollection } from '@/features/forms/inbox/collection'

import { dateAlertFields } from './alert-fields'

// Alike the other inbox collections by shape only: each passes its own slug, labels and table.
const inbox = inboxCollection({
  slug: 'date-alerts',
  labels: {
    singular: { de: 'Termin-Benachrichtigung', en: 'New-date alert' },
    plural: { de: 'Termin-Benachrichtigungen', en: 'New-date alerts' },
  },
  useAsTitle: 'email',
  defaultColumns: ['email', 'seminarTitle', 'alertStatus', 'notifiedAt', 'createdAt'],
  listSearchableFields: ['email', 'seminarTitle'],
  exportName: 'termin-benachrichtigungen',
  columns: csvColumnsFromTable(dateAlertFields),
  withStatus: false,
  fields: inboxFieldsFromTable(dateAlertFields),
})

/**
 * "Notify me when new dates are set" (POST /api/json-api/termin-benachrichtigung/): double
 * opt-in, mailed once when a date of the seminar is published. Staff read and delete; the mailed
 * links move the standing.
 */
export const DateAlerts: CollectionConfig = {
  ...inbox,
  access: { ...inbox.access, update: () => false },
}
