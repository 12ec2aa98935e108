import type {
  DateField,
  Field,
  RowField,
  SelectField,
  TextareaField,
  TextField,
  UploadField,
} from 'payload'

import { CURRENCIES } from '@/features/seminars/constants'

/** The document's title, required in every language. */
export function titleField(maxLength: number): TextField {
  return {
    name: 'title',
    type: 'text',
    required: true,
    localized: true,
    maxLength,
    label: { de: 'Titel', en: 'Title' },
  }
}

/** A plain-text summary or description, required in every language. */
export function summaryField(
  name: string,
  maxLength: number,
  label: { de: string; en: string },
): TextareaField {
  return { name, type: 'textarea', required: true, localized: true, maxLength, label }
}

/**
 * The URL segment an editor sets and the path a beforeChange hook builds from it (read-only),
 * side by side with any `extra` fields.
 */
export function slugPathRow(...extra: Field[]): RowField {
  return {
    type: 'row',
    fields: [
      {
        name: 'slug',
        type: 'text',
        required: true,
        localized: true,
        maxLength: 100,
        label: { de: 'URL-Segment', en: 'URL segment' },
      },
      {
        name: 'path',
        type: 'text',
        localized: true,
        index: true,
        label: { de: 'Pfad', en: 'Path' },
        admin: { readOnly: true },
      },
      ...extra,
    ],
  }
}

/** The day a news item or article is dated (no time), indexed for sorting. */
export const publicationDateField: DateField = {
  name: 'date',
  type: 'date',
  required: true,
  index: true,
  label: { de: 'Datum', en: 'Date' },
  admin: { date: { pickerAppearance: 'dayOnly' } },
}

/** The currency of the price next to it, euro unless chosen otherwise. */
const currencyField: SelectField = {
  name: 'currency',
  type: 'select',
  required: true,
  defaultValue: 'EUR',
  options: CURRENCIES.map((code) => ({ label: code, value: code })),
  label: { de: 'Währung', en: 'Currency' },
}

/** A net price (up to `max`) and its currency, side by side. */
export function priceRow(max: number, label: { de: string; en: string }): RowField {
  return {
    type: 'row',
    fields: [{ name: 'price', type: 'number', required: true, min: 0, max, label }, currencyField],
  }
}

/** A file from the media library (an image unless labelled otherwise), optional unless required. */
export function mediaField(
  name: string,
  label = { de: 'Bild', en: 'Image' },
  { required = false } = {},
): UploadField {
  return { name, type: 'upload', relationTo: 'media', label, ...(required && { required }) }
}

/** The document's picture, from the media library. */
export const imageField: UploadField = mediaField('image')
