import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
import {
  imageField,
  publicationDateField,
  slugPathRow,
  summaryField,
  titleField,
} from '@/fields/common'
import { livePreview, livePreviewVersions } from '@/features/preview/live-preview'
import { previewAtPath } from '@/fields/preview'
import {
  revalidatePagesAfterChange,
  revalidatePagesAfterDelete,
} from '@/hooks/revalidatePagesOnChange'

import { blogPath } from './hooks/blogPath'

/** Blog articles: listed by the rep_blog block, each with a page of its own. */
export const BlogPosts: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'blog-posts',
  labels: {
    singular: { de: 'Blog-Artikel', en: 'Blog article' },
    plural: { de: 'Blog-Artikel', en: 'Blog articles' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'author', '_status'],
    group: CONTENT_GROUP,
    preview: previewAtPath,
    livePreview,
  },
  access: publishedContentAccess,
  versions: livePreviewVersions,
  defaultSort: '-date',
  fields: [
    titleField(160),
    slugPathRow(),
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'blog-topics',
      hasMany: true,
      label: { de: 'Themen', en: 'Topics' },
    },
    {
      type: 'row',
      fields: [
        publicationDateField,
        {
          name: 'duration',
          type: 'number',
          min: 1,
          max: 120,
          label: { de: 'Lesedauer (Minuten)', en: 'Reading time (minutes)' },
        },
        { name: 'author', type: 'text', maxLength: 120, label: { de: 'Autor/in', en: 'Author' } },
      ],
    },
    imageField,
    summaryField('intro', 600, { de: 'Einleitung', en: 'Introduction' }),
    { name: 'content', type: 'richText', localized: true, label: { de: 'Text', en: 'Text' } },
  ],
  hooks: {
    beforeChange: [blogPath],
    afterChange: [revalidatePagesAfterChange],
    afterDelete: [revalidatePagesAfterDelete],
  },
}
