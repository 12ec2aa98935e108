import type { Block, RelationshipFieldSingleValidation } from 'payload'

import { headingField, sameLabels } from '@/fields/block'

/** The place or the topic is required, whichever the filter uses. */
const requiredFor =
  (filter: 'ort' | 'thema'): RelationshipFieldSingleValidation =>
  (value, { siblingData, req }) =>
    (siblingData as { main_block_termine_filter?: string })?.main_block_termine_filter !== filter ||
    Boolean(value) ||
    req.t('validation:required')

export const DatesByPlaceOrTopicBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'seminarort_termine',
  interfaceName: 'SeminarortTermineBlock',
  labels: sameLabels({ de: 'Termine nach Ort oder Thema', en: 'Dates by place or topic' }),
  fields: [
    headingField('main_block_seminarort_termine_titel', {
      label: { de: 'Überschrift (leer: automatisch)', en: 'Heading (empty: automatic)' },
    }),
    {
      name: 'main_block_termine_filter',
      // Same shape as other choice fields (SeminarTopics, EpaperSignup, Customers) by design:
      // Payload field configs are declarative and each names its own options.
      type: 'radio',
      required: true,
      defaultValue: 'ort',
      label: { de: 'Filtern nach', en: 'Filter by' },
      options: [
        { value: 'ort', label: { de: 'Seminarort', en: 'Place' } },
        { value: 'thema', label: { de: 'Seminarthema', en: 'Topic' } },
      ],
    },
    {
      name: 'main_block_seminarort',
      type: 'relationship',
      relationTo: 'locations',
      label: { de: 'Seminarort', en: 'Place' },
      admin: { condition: (_, siblingData) => siblingData?.main_block_termine_filter !== 'thema' },
      validate: requiredFor('ort'),
    },
    {
      name: 'main_block_seminarthema',
      type: 'relationship',
      relationTo: 'topics',
      label: { de: 'Seminarthema', en: 'Topic' },
      admin: { condition: (_, siblingData) => siblingData?.main_block_termine_filter === 'thema' },
      validate: requiredFor('thema'),
    },
  ],
}
