// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import type { ArrayField, Field } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { Bookings } from '@/features/booking/collection'
import { NumberedRowLabel } from '@/fields/NumberedRowLabel.client'

// The admin's language and the row's place, as Payload's providers would hand them to the label.
const admin = vi.hoisted(() => ({ language: 'de', rowNumber: 0 as number | undefined }))
vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: admin.language } }),
  useRowLabel: () => ({ data: {}, path: 'items.0', rowNumber: admin.rowNumber }),
}))

/** The array field called `name`, at any depth of rows and arrays. */
function arrayField(fields: Field[], name: string): ArrayField | undefined {
  for (const field of fields) {
    if (field.type === 'array' && field.name === name) return field
    if ('fields' in field) {
      const found = arrayField(field.fields, name)
      if (found) return found
    }
  }
  return undefined
}

/** The label an array's rows are headed with, rendered for the row at `index` (from 0). */
function rowHeading(name: string, index: number) {
  const component = arrayField(Bookings.fields, name)?.admin?.components?.RowLabel
  if (!component || typeof component !== 'object' || !('clientProps' in component))
    throw new Error(`${name} has no numbered row label`)
  admin.rowNumber = index
  const { label } = component.clientProps as { label: { de: string; en: string } }
  render(<NumberedRowLabel label={label} />)
}

describe('the numbered row labels of a booking in the admin', () => {
  beforeEach(() => {
    admin.language = 'de'
  })

  it("heads a booking's items and participants in German, counted from 1", () => {
    // German and English below alike by shape only: each language states its own row names.
    rowHeading('items', 0)
    rowHeading('participants', 1)
    rowHeading('modules', 2)
    expect(screen.getByText('Position 1')).toBeDefined()
    expect(screen.getByText('Teilnehmer 2')).toBeDefined()
    expect(screen.getByText('Modul 3')).toBeDefined()
    expect(screen.queryByText(/Item|Participant|01/)).toBeNull()
  })

  it('heads them in English when the staff member uses the admin in English', () => {
    admin.language = 'en'
    rowHeading('items', 0)
    rowHeading('participants', 0)
    rowHeading('totals', 1)
    expect(screen.getByText('Item 1')).toBeDefined()
    expect(screen.getByText('Participant 1')).toBeDefined()
    expect(screen.getByText('Total 2')).toBeDefined()
  })

  it('names the arrays in both languages where Payload shows their singular and plural', () => {
    expect(arrayField(Bookings.fields, 'items')?.labels).toEqual({
      singular: { de: 'Position', en: 'Item' },
      plural: { de: 'Positionen', en: 'Items' },
    })
    expect(arrayField(Bookings.fields, 'participants')?.labels?.singular).toEqual({
      de: 'Teilnehmer',
      en: 'Participant',
    })
  })
})
