import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { backgroundField } from '@/fields/layout'
import { parseRating } from '@/lib/rating'

import { TESTIMONIALS_MAX } from './constants'

function validateRating(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return parseRating(value) !== null
    ? true
    : 'Bitte eine Zahl von 0 bis 5 angeben, z. B. 4,8. / Give a number from 0 to 5, for example 4.8.'
}

export const TestimonialsBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'kundenstimmen',
  interfaceName: 'KundenstimmenBlock',
  labels: sameLabels({ de: 'Kundenstimmen', en: 'Testimonials' }),
  fields: [
    headingField('main_block_kundenstimmen_titel'),
    {
      name: 'main_block_kundenstimmen',
      type: 'array',
      label: { de: 'Kundenstimmen', en: 'Testimonials' },
      labels: {
        singular: { de: 'Kundenstimme', en: 'Testimonial' },
        plural: { de: 'Kundenstimmen', en: 'Testimonials' },
      },
      dbName: 'kst_items',
      minRows: 1,
      maxRows: TESTIMONIALS_MAX,
      required: true,
      fields: [
        {
          name: 'kundenstimme_id',
          type: 'text',
          maxLength: 64,
          label: { de: 'Kennung', en: 'Identifier' },
          admin: {
            description: {
              de: 'Optional, z. B. aus dem Feedbacksystem.',
              en: 'Optional, e.g. from the feedback system.',
            },
          },
        },
        {
          name: 'kundenstimme_zitat',
          type: 'textarea',
          required: true,
          label: { de: 'Zitat', en: 'Quote' },
          maxLength: 800,
        },
        {
          name: 'kundenstimme_zitatgeber',
          type: 'text',
          required: true,
          maxLength: 200,
          label: { de: 'Zitatgeber/in', en: 'Quoted person' },
          admin: {
            description: {
              de: 'Name und Rolle, getrennt durch Komma und Leerzeichen: „Anna Berger, Teamleiterin Vertrieb“.',
              en: 'Name and role, separated by a comma and a space: “Anna Berger, Head of Sales”.',
            },
          },
        },
        {
          name: 'kundenstimme_bewertung',
          type: 'text',
          maxLength: 4,
          label: { de: 'Bewertung (0–5)', en: 'Rating (0–5)' },
          validate: validateRating,
          admin: { description: { de: 'Optional, z. B. 4,8.', en: 'Optional, e.g. 4.8.' } },
        },
        {
          name: 'kundenstimme_info',
          type: 'textarea',
          maxLength: 3000,
          label: { de: 'Weitere Informationen', en: 'More information' },
          admin: {
            description: {
              de: 'Optional; erscheint in einem Dialog hinter der Schaltfläche „Mehr erfahren“.',
              en: 'Optional; shown in a dialog behind the “Learn more” button.',
            },
          },
        },
      ],
    },
    backgroundField,
  ],
}
