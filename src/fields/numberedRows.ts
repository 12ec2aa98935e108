import type { ArrayField } from 'payload'

type Label = { de: string; en: string }

/**
 * An array's labels in both admin languages, with rows headed 'Position 1', 'Position 2' (the
 * singular and the row's number, NumberedRowLabel.client.tsx). Spread into the array field; its
 * `admin` is merged by the caller when the field has more admin options.
 */
export function numberedRows(singular: Label, plural: Label) {
  return {
    labels: { singular, plural },
    admin: {
      components: {
        RowLabel: {
          path: '@/fields/NumberedRowLabel.client#NumberedRowLabel',
          clientProps: { label: singular },
        },
      },
    },
  } satisfies Pick<ArrayField, 'labels' | 'admin'>
}
