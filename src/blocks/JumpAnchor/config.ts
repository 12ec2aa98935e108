import type { Block } from 'payload'

export const JumpAnchorBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'sprungmarke',
  interfaceName: 'SprungmarkeBlock',
  labels: {
    singular: { de: 'Sprungmarke', en: 'Jump anchor' },
    // Same shape as the Pages collection's labels and fields by design: Payload configs are
    // declarative.
    plural: { de: 'Sprungmarken', en: 'Jump anchors' },
  },
  fields: [
    {
      name: 'main_block_sprungmarke_ziel',
      type: 'text',
      required: true,
      label: { de: 'Name des Ziels (für #name in Links)', en: 'Target name (for #name in links)' },
      maxLength: 80,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value)
          ? true
          : 'Nur Buchstaben, Ziffern, - und _; mit einem Buchstaben beginnen. / Letters, digits, - and _ only, starting with a letter.',
    },
  ],
}
