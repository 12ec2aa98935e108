import type { ColumnWidth, TextWidth } from '@/fields/layout'

/** Literal class names per width, so Tailwind sees them at build time. */
export const TEXT_WIDTH_CLASSES: Record<TextWidth, string> = {
  '4': 'lg:max-w-[33.333%]',
  '6': 'lg:max-w-[50%]',
  '8': 'lg:max-w-[66.666%]',
  '10': 'lg:max-w-[83.333%]',
  '12': 'max-w-none',
}

/**
 * The first column's share in a two-column layout (from lg up); the second column takes the rest.
 */
export const FIRST_COLUMN_CLASSES: Record<ColumnWidth, string> = {
  '25': 'lg:basis-[25%]',
  '33': 'lg:basis-[33.333%]',
  '42': 'lg:basis-[41.666%]',
  '50': 'lg:basis-[50%]',
  '58': 'lg:basis-[58.333%]',
  '66': 'lg:basis-[66.666%]',
  '75': 'lg:basis-[75%]',
}
