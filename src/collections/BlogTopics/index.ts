import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
import {
  revalidatePagesAfterChange,
  revalidatePagesAfterDelete,
} from '@/hooks/revalidatePagesOnChange'

/** Topics of blog articles: the filter pills of the rep_blog block. */
export const BlogTopics: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'blog-topics',
  labels: {
    singular: { de: 'Blog-Thema', en: 'Blog topic' },
    plural: { de: 'Blog-Themen', en: 'Blog topics' },
  },
  admin: { useAsTitle: 'title', group: CONTENT_GROUP },
  access: publicContentAccess,
  defaultSort: 'title',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      label: { de: 'Titel', en: 'Title' },
    },
  ],
  hooks: { afterChange: [revalidatePagesAfterChange], afterDelete: [revalidatePagesAfterDelete] },
}
