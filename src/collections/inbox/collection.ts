import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { staffOnly } from '@/access'

import { inboxListComponents } from './admin'
import { type CsvColumn, inboxExportEndpoint } from './export'
import { INBOX_GROUP } from './fields'

type Label = { de: string; en: string }

type InboxOptions = {
  slug: CollectionSlug
  labels: { singular: Label; plural: Label }
  useAsTitle?: string
  defaultColumns: string[]
  listSearchableFields: string[]
  /** File name of the CSV export, before the date. */
  exportName: string
  columns: CsvColumn[]
  withStatus?: boolean
  fields: Field[]
}

/**
 * A collection of what visitors send: created only by its endpoint (overrideAccess), read, worked
 * on and deleted by staff, listed newest first in the admin's inbox group with a CSV export.
 */
export function inboxCollection({ slug, labels, useAsTitle = 'displayName', defaultColumns, listSearchableFields, exportName, columns, withStatus, fields }: InboxOptions): CollectionConfig {
  return {
    slug,
    labels,
    admin: { useAsTitle, defaultColumns, listSearchableFields, group: INBOX_GROUP, components: inboxListComponents(slug) },
    access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
    defaultSort: '-createdAt',
    endpoints: [inboxExportEndpoint(slug, exportName, columns, { withStatus })],
    fields,
  }
}
