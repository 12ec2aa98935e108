import type { CollectionAdminOptions, CollectionSlug } from 'payload'

/** The admin list's extras for an inbox collection: the CSV export button above the table. */
export const inboxListComponents = (
  slug: CollectionSlug,
): NonNullable<CollectionAdminOptions['components']> => ({
  beforeListTable: [
    { path: '@/features/forms/inbox/ExportButton.client#ExportButton', clientProps: { slug } },
  ],
})
