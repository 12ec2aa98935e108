import type { Field, FieldAffectingData, TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkLinkTarget, linkFields, richTextLinkFields } from '@/fields/link'

const NO_TARGET =
  /^Bitte eine Seite wählen oder eine Adresse angeben\. \/ Choose a page or give an address\.$/
const BOTH =
  /^Bitte entweder eine Seite oder eine Adresse angeben, nicht beides\. \/ Give either a page or an address, not both\.$/

type Validate = (value: unknown, options: object) => Promise<true | string> | true | string
function validatorOf(fields: Field[], name: string): Validate {
  const flat = fields.flatMap((f) => (f.type === 'row' ? f.fields : [f]))
  const field = flat.find((f) => 'name' in f && f.name === name) as { validate: Validate } & Field
  return field.validate
}
// What Payload passes a validate function: the field's own settings, the row and the request.
const options = (siblingData: object) => ({
  siblingData,
  data: {},
  req: { t: (key: string) => key, payload: { collections: {} } },
  relationTo: 'pages',
  required: false,
  maxLength: 500,
})

describe('a menu or footer link needs exactly one target', () => {
  it('accepts a page or an address alone', () => {
    expect(checkLinkTarget({ label: 'A', page: 3 })).toBe(true)
    expect(checkLinkTarget({ label: 'A', url: '/kontakt/' })).toBe(true)
  })

  it('refuses neither and both, with a message in both languages', () => {
    expect(checkLinkTarget({ label: 'A', page: null, url: '  ' })).toMatch(NO_TARGET)
    expect(checkLinkTarget({ label: 'A', page: 3, url: '/x/' })).toMatch(BOTH)
  })

  it('lets an optional link stay empty, but not one with a label', () => {
    expect(checkLinkTarget({}, false)).toBe(true)
    expect(checkLinkTarget({ label: 'A' }, false)).toMatch(NO_TARGET)
  })

  it('reports a missing target at the page and a second one at the address', async () => {
    const fields = linkFields()
    const page = validatorOf(fields, 'page')
    const url = validatorOf(fields, 'url')
    expect(await page(null, options({ label: 'A', url: '' }))).toMatch(NO_TARGET)
    expect(await url('', options({ label: 'A', page: null }))).toBe(true)
    expect(await url('/x/', options({ label: 'A', page: 3 }))).toMatch(BOTH)
    expect(await url('/x/', options({ label: 'A', page: null }))).toBe(true)
    expect(await url('javascript:alert(1)', options({ label: 'A' }))).toMatch(/https:\/\//)
  })
})

describe('rich-text links', () => {
  const defaults = [
    { name: 'text', type: 'text' },
    { name: 'url', type: 'text', required: true, validate: () => true },
  ] as FieldAffectingData[]
  const url = richTextLinkFields({ defaultFields: defaults }).find(
    (f) => f.name === 'url',
  ) as TextField
  const validate = url.validate as unknown as (value: unknown, options: object) => true | string

  it('take only addresses the site renders as links, and none for an internal link', () => {
    expect(validate('/kontakt/', { siblingData: { linkType: 'custom' } })).toBe(true)
    expect(validate('mailto:info@example.org', { siblingData: { linkType: 'custom' } })).toBe(true)
    expect(validate('www.example.de', { siblingData: { linkType: 'custom' } })).toMatch(
      /https:\/\//,
    )
    expect(validate('', { siblingData: { linkType: 'custom' } })).toMatch(/Adresse/)
    expect(validate(undefined, { siblingData: { linkType: 'internal' } })).toBe(true)
  })
})
