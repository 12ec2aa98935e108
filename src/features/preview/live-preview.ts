import type { CollectionAdminOptions } from 'payload'

import { previewAtPath } from '@/fields/preview'

/**
 * The admin's live preview for documents with a public page (pages, articles, seminars, topics):
 * the page beside the form, opened through the preview route so that draft mode is on (staff only),
 * and refreshed on every save by the page's RefreshOnSave (PreviewBar). A document without a path
 * in the edited language has no page to show, so no preview.
 */
export const livePreview: NonNullable<CollectionAdminOptions['livePreview']> = {
  url: ({ data, locale, req }) =>
    typeof data?.path === 'string' && data.path
      ? previewAtPath(data, { locale: locale.code, req, token: null })
      : null,
  breakpoints: [
    { name: 'mobile', label: 'Smartphone (375 px)', width: 375, height: 667 },
    { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
  ],
}
