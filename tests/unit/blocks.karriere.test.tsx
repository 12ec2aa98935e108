// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import type { Field, TextField } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { CareersBlock } from '@/blocks/Careers/Component'
import { CareersBlock as karriereConfig } from '@/blocks/Careers/config'
import type { KarriereBlock as KarriereData } from '@/payload-types'

import { richText } from '../helpers/rich-text'

// No job board configured (no widget id in the site settings): the block links to the jobs page.
vi.mock('@/features/site/queries', () => ({
  getSiteSettings: async () => ({ careerWidgetId: null }),
}))

const block = (overrides: Partial<KarriereData> = {}): KarriereData => ({
  blockType: 'karriere',
  main_block_karriere_titel: 'Arbeiten am Institut',
  main_block_karriere_intro: richText('Wir suchen Trainerinnen und Trainer.'),
  main_block_karriere_link: 'https://jobs.example/institut',
  main_block_karriere_link_text: 'Alle offenen Stellen',
  main_block_hintergrundfarbe: '1',
  ...overrides,
})

function flatFields(fields: Field[]): Field[] {
  return fields.flatMap((f) => (f.type === 'row' ? flatFields(f.fields) : [f]))
}

describe('careers (karriere) block', () => {
  it('shows heading, introduction and a real link to the jobs page', async () => {
    render(await CareersBlock({ block: block(), locale: 'de', index: 2 }))
    expect(screen.getByRole('region', { name: 'Arbeiten am Institut' })).toBeTruthy()
    expect(screen.getByText('Wir suchen Trainerinnen und Trainer.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Alle offenen Stellen' }).getAttribute('href')).toBe(
      // Alike blocks.stoerer.test.tsx by shape only: each test renders its own block.
      'https://jobs.example/institut',
    )
  })

  it('never renders an unsafe address as a link', async () => {
    render(
      await CareersBlock({
        block: block({ main_block_karriere_link: 'javascript:alert(1)' }),
        locale: 'de',
        index: 2,
      }),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('requires a safe link in the editor', () => {
    const field = flatFields(karriereConfig.fields).find(
      (f) => 'name' in f && f.name === 'main_block_karriere_link',
    ) as TextField
    // The options Payload hands a field's validate: the field's own settings and the request.
    const options = {
      required: field.required,
      maxLength: field.maxLength,
      req: { payload: { config: {} }, t: (key: string) => key },
    }
    const validate = (value: unknown) =>
      (field.validate as unknown as (v: unknown, o: object) => true | string)(value, options)
    expect(validate('/kontakt/')).toBe(true)
    expect(validate('https://jobs.example/')).toBe(true)
    expect(validate('')).toBe('validation:required')
    expect(validate(`/${'a'.repeat(600)}`)).toMatch(/shorterThanMax/)
    expect(validate('javascript:alert(1)')).not.toBe(true)
  })
})
