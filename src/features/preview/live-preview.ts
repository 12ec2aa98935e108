import type { CollectionAdminOptions, CollectionConfig } from 'payload'

import { previewAtPath } from '@/fields/preview'

/**
 * The admin's live preview for documents with a public page (pages, articles, seminars, topics):
 * the page beside the form, opened through the preview route so that draft mode is on (staff only),
 * and refreshed on every save, autosaves included, by the page's RefreshOnSave (PreviewBar). A document without a path
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

/**
 * Versions of the documents the live preview shows: drafts saved while the editor types (half a
 * second after the last change), so the preview follows within a second or two. "Entwurf
 * speichern" stays. Drafts are validated: without that, Payload's create view would store an
 * empty draft the moment an editor opens it (an untitled page left behind on every abandoned
 * "Neu"); the price is that a draft saves only once its required fields are filled.
 */
export const livePreviewVersions: NonNullable<CollectionConfig['versions']> = {
  drafts: { autosave: { interval: 500, showSaveDraftButton: true }, validate: true },
  maxPerDoc: 25,
}
