import type { Block } from 'payload'

export const SeminarFinderBlock: Block = {
  slug: 'seminarfinder',
  interfaceName: 'SeminarfinderBlock',
  labels: {
    singular: { de: 'Seminarfinder', en: 'Seminar finder' },
    plural: { de: 'Seminarfinder', en: 'Seminar finders' },
  },
  fields: [
    {
      name: 'main_block_seminarfinder_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_seminarfinder_intro',
      type: 'textarea',
      maxLength: 800,
      label: { de: 'Einleitung', en: 'Introduction' },
    },
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
