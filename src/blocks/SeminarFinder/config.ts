import type { Block } from 'payload'

import { headingField, introField } from '@/fields/block'

export const SeminarFinderBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'seminarfinder',
  interfaceName: 'SeminarfinderBlock',
  labels: {
    singular: { de: 'Seminarfinder', en: 'Seminar finder' },
    plural: { de: 'Seminarfinder', en: 'Seminar finders' },
  },
  fields: [
    headingField('main_block_seminarfinder_titel'),
    introField('main_block_seminarfinder_intro'),
    {
      name: 'main_block_seminarfinder_ergebnisse',
      type: 'checkbox',
      defaultValue: false,
      label: {
        de: 'Ergebnisse auf dieser Seite zeigen (Seite des Seminarfinders)',
        en: 'Show results on this page (the seminar finder page)',
      },
    },
  ],
}
