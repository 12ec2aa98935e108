import type { Condition, SelectField } from 'payload'

/** Section backgrounds: 1 none, 2 white, 3 light grey, 4 beige, 5 light blue, 6 dark. */
export const BACKGROUNDS = ['1', '2', '3', '4', '5', '6'] as const
export type Background = (typeof BACKGROUNDS)[number]

/** Text widths in columns of a 12-column grid. */
export const TEXT_WIDTHS = ['4', '6', '8', '10', '12'] as const
export type TextWidth = (typeof TEXT_WIDTHS)[number]

/** Width of the first of two columns, in percent. */
export const COLUMN_WIDTHS = ['25', '33', '42', '50', '58', '66', '75'] as const
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number]

export const backgroundField: SelectField = {
  name: 'main_block_hintergrundfarbe',
  type: 'select',
  label: { de: 'Hintergrundfarbe', en: 'Background colour' },
  defaultValue: '1',
  required: true,
  options: [
    { value: '1', label: { de: 'Keine', en: 'None' } },
    { value: '2', label: { de: 'Weiß', en: 'White' } },
    { value: '3', label: { de: 'Hellgrau', en: 'Light grey' } },
    { value: '4', label: { de: 'Beige', en: 'Beige' } },
    { value: '5', label: { de: 'Hellblau', en: 'Light blue' } },
    { value: '6', label: { de: 'Dunkel', en: 'Dark' } },
  ],
}

// Alike backgroundField by shape only: two select fields with their own names and options.
export const textWidthField: SelectField = {
  name: 'main_block_text_breite',
  type: 'select',
  label: { de: 'Textbreite (Spalten von 12)', en: 'Text width (columns of 12)' },
  defaultValue: '8',
  required: true,
  options: TEXT_WIDTHS.map((w) => ({ value: w, label: w })),
}

export function columnWidthField(
  defaultValue: ColumnWidth,
  label = { de: 'Breite der ersten Spalte', en: 'Width of the first column' },
  condition?: Condition,
): SelectField {
  return {
    admin: condition ? { condition } : undefined,
    name: 'main_block_spalten_breite',
    type: 'select',
    label,
    defaultValue,
    required: true,
    options: COLUMN_WIDTHS.map((w) => ({ value: w, label: `${w} %` })),
  }
}
