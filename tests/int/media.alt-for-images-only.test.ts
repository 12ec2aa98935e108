import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let staff: User

const asStaff = () => ({ user: staff, overrideAccess: false }) as const
// Enough of a PDF for Payload's upload check (header, xref, EOF marker).
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n40\n%%EOF\n',
)

/** The field messages of a refused save. */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    return (
      (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    ).map((field) => `${field.path}: ${field.message}`)
  }
  throw new Error('expected the save to be refused')
}

describe('media files in the admin', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'media-alt@example.com')
  })

  it('take a PDF without alternative text, listed by its file name', async () => {
    // Typed from the column, which stays NOT NULL: '' is stored for a file without text.
    const file = await payload.create({
      collection: 'media',
      data: {} as never,
      file: { data: pdf, mimetype: 'application/pdf', name: 'lageplan.pdf', size: pdf.length },
      ...asStaff(),
    })
    expect(file.filename).toBe('lageplan.pdf')
    expect(file.alt).toBe('')
    // Found by its file name, as the admin's search asks.
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { like: 'lageplan' } },
      ...asStaff(),
    })
    expect(docs.map((d) => d.id)).toEqual([file.id])
  })

  it('still require alternative text for an image, on upload and on later edits', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer()
    const upload = { data: png, mimetype: 'image/png', name: 'logo.png', size: png.length }
    expect(
      await refusal(
        payload.create({ collection: 'media', data: {} as never, file: upload, ...asStaff() }),
      ),
    ).toEqual([expect.stringMatching(/^alt: /)])
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Logo' },
      file: upload,
      ...asStaff(),
    })
    expect(
      await refusal(
        payload.update({ collection: 'media', id: image.id, data: { alt: '' }, ...asStaff() }),
      ),
    ).toEqual([expect.stringMatching(/^alt: /)])
  })

  it('are listed and searched by file name and text; customers by name and company, pages by title and address; the topic field is described in English too', () => {
    const admin = (slug: 'media' | 'customers' | 'pages') => payload.collections[slug].config.admin
    expect(admin('media')).toMatchObject({
      useAsTitle: 'filename',
      listSearchableFields: ['filename', 'alt'],
    })
    expect(admin('media').defaultColumns).toContain('filename')
    expect(admin('customers').listSearchableFields).toEqual([
      'email',
      'vorname',
      'nachname',
      'firma',
    ])
    expect(admin('pages').listSearchableFields).toEqual(['title', 'path'])
    const info = payload.collections['contact-messages'].config.flattenedFields.find(
      (f) => f.name === 'info',
    )
    const description = (info?.admin as { description?: { de: string; en: string } }).description
    expect(description?.en).toMatch(
      /^One of the form's topics, stored in German: Offene Seminare, /,
    )
    expect(description?.en).toContain(description?.de)
  })
})
