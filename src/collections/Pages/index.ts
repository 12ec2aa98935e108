import type { CollectionConfig } from 'payload'

import { mediaField, titleField } from '@/fields/common'
import { publishedContentAccess } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
import { pageBlocks } from '@/blocks/configs'
import { livePreview, livePreviewVersions } from '@/features/preview/live-preview'
import { previewAtPath } from '@/fields/preview'

import { revalidateDeletedPage, revalidatePages, updateChildPaths } from './hooks/afterPageChange'
import { computePath } from './hooks/computePath'
import { refuseFixedLinkChange, rememberFixedLinks } from './hooks/fixedLinkGuards'
import { refuseDeleteInUse } from './hooks/refuseDelete'

/**
 * CMS pages: a localized path, a parent for breadcrumbs, SEO fields and a list of blocks per
 * language.
 */
export const Pages: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'pages',
  labels: { singular: { de: 'Seite', en: 'Page' }, plural: { de: 'Seiten', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    // The search box finds a page by its title or by the address a visitor or colleague quotes.
    listSearchableFields: ['title', 'path'],
    group: CONTENT_GROUP,
    preview: previewAtPath,
    livePreview,
  },
  access: publishedContentAccess,
  versions: livePreviewVersions,
  defaultSort: 'path',
  fields: [
    titleField(200),
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          localized: true,
          maxLength: 100,
          label: { de: 'URL-Segment', en: 'URL segment' },
          admin: {
            description: {
              de: 'Leer nur für die Startseite.',
              en: 'Empty only for the home page.',
            },
          },
        },
        {
          name: 'parent',
          type: 'relationship',
          relationTo: 'pages',
          label: { de: 'Übergeordnete Seite', en: 'Parent page' },
          filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
        },
      ],
    },
    {
      name: 'path',
      type: 'text',
      localized: true,
      index: true,
      label: { de: 'Pfad', en: 'Path' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          de: 'Wird aus Segment und übergeordneter Seite gebildet.',
          en: 'Built from the segment and the parent page.',
        },
      },
    },
    {
      name: 'isNotFoundPage',
      type: 'checkbox',
      label: { de: 'Inhalt der 404-Seite', en: 'Content of the 404 page' },
      admin: {
        position: 'sidebar',
        description: {
          de: 'Ihre Blöcke erscheinen unter „Seite nicht gefunden“.',
          en: 'Its blocks appear below “Page not found”.',
        },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Inhalt', en: 'Content' },
          fields: [
            {
              name: 'blocks',
              type: 'blocks',
              localized: true,
              label: { de: 'Blöcke', en: 'Blocks' },
              labels: {
                singular: { de: 'Block', en: 'Block' },
                plural: { de: 'Blöcke', en: 'Blocks' },
              },
              blocks: pageBlocks,
            },
          ],
        },
        {
          name: 'seo',
          label: { de: 'SEO', en: 'SEO' },
          fields: [
            {
              name: 'title',
              type: 'text',
              localized: true,
              maxLength: 70,
              label: { de: 'Titel für Suchmaschinen', en: 'Title for search engines' },
            },
            // Alike other localized texts with a limit by shape only: declarative field configs.
            {
              name: 'description',
              type: 'textarea',
              localized: true,
              maxLength: 200,
              label: { de: 'Beschreibung', en: 'Description' },
            },
            mediaField('image', { de: 'Vorschaubild', en: 'Share image' }),
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [computePath, rememberFixedLinks],
    afterChange: [refuseFixedLinkChange, updateChildPaths, revalidatePages],
    beforeDelete: [refuseDeleteInUse],
    afterDelete: [revalidateDeletedPage],
  },
}
