import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access'
import { SEMINARS_GROUP } from '@/fields/adminGroups'
import { mediaField, slugPathRow } from '@/fields/common'
import { previewAtPath } from '@/fields/preview'
import { livePreview } from '@/features/preview/live-preview'
import { revalidateCatalogue } from '@/hooks/revalidatePagesOnChange'
import { prefixedPath } from '@/hooks/prefixedPath'

import { BIOGRAPHY_MAX_LENGTH, TRAINER_PATH_PREFIX } from './constants'

/**
 * Trainers: a profile page of their own (`/trainer/<slug>/`, `/en/trainers/<slug>/`), linked from
 * the seminars they teach (the seminars' `trainers` field). Visitors read published ones only.
 */
export const Trainers: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'trainers',
  labels: {
    singular: { de: 'Trainer:in', en: 'Trainer' },
    plural: { de: 'Trainer:innen', en: 'Trainers' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'topics', '_status'],
    group: SEMINARS_GROUP,
    preview: previewAtPath,
    livePreview,
  },
  access: publishedContentAccess,
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'name',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      label: { de: 'Name', en: 'Name' },
    },
    slugPathRow(),
    {
      name: 'role',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      label: { de: 'Rolle', en: 'Role' },
      admin: {
        description: {
          de: 'Z. B. „Trainerin für Führung und Kommunikation“.',
          en: 'E.g. “Trainer for leadership and communication”.',
        },
      },
    },
    mediaField('photo', { de: 'Foto', en: 'Photo' }),
    {
      name: 'biography',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: BIOGRAPHY_MAX_LENGTH,
      label: { de: 'Biografie', en: 'Biography' },
      admin: {
        rows: 10,
        description: {
          de: 'Eine Leerzeile beginnt einen neuen Absatz.',
          en: 'A blank line starts a new paragraph.',
        },
      },
    },
    {
      // Like a seminar's topics, but optional: what the profile links to and JSON-LD names.
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      label: { de: 'Themen', en: 'Topics' },
    },
  ],
  hooks: {
    beforeChange: [prefixedPath('trainers', TRAINER_PATH_PREFIX)],
    afterChange: [revalidateCatalogue.afterChange],
    afterDelete: [revalidateCatalogue.afterDelete],
  },
}
