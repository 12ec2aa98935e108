import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { staffOnly } from '@/access'

import { inboxListComponents } from './admin'
import { type CsvColumn, inboxExportEndpoint } from './export'
import { INBOX_GROUP } from './fields'
import { hideSpam } from './list'

type Label = { de: string; en: string }

const SPAM_HIDDEN: Label = {
  de: 'Spam (Falle ausgefüllt) ist ausgeblendet; mit dem Filter „Spam“ sehen Sie ihn.',
  en: 'Spam (trap filled in) is hidden; filter by “Spam” to see it.',
}

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
 * Spam is kept (it shows what the trap catches) but out of the list until filtered for.
 */
export function inboxCollection({
  slug,
  labels,
  useAsTitle = 'displayName',
  defaultColumns,
  listSearchableFields,
  exportName,
  columns,
  withStatus,
  fields,
}: InboxOptions): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle,
      defaultColumns,
      listSearchableFields,
      group: INBOX_GROUP,
      baseFilter: hideSpam,
      description: SPAM_HIDDEN,
      components: inboxListComponents(slug),
    },
    access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
    defaultSort: '-createdAt',
    endpoints: [inboxExportEndpoint(slug, exportName, columns, { withStatus })],
    fields,
  }
}
