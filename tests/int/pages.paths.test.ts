import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { INVALID } from '../helpers/refusals'
import { richText } from '../helpers/rich-text'

let payload: Payload

async function createPage(
  data: { title: string; slug?: string; parent?: number },
  enData?: { title: string; slug?: string },
) {
  const page = await payload.create({
    collection: 'pages',
    locale: 'de',
    data: {
      ...data,
      _status: 'published',
      blocks: [
        {
          blockType: 'text',
          main_block_cke: richText('Hallo'),
          main_block_hintergrundfarbe: '1' as const,
          main_block_text_breite: '8' as const,
        },
      ],
    },
    context: noRevalidate,
  })
  if (!enData) return page
  return payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    data: { ...enData, _status: 'published' },
    context: noRevalidate,
  })
}

async function pathOf(id: number, locale: 'de' | 'en') {
  return (await payload.findByID({ collection: 'pages', id, locale, depth: 0 })).path
}

describe('page paths', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('gives the page without slug and parent the home path', async () => {
    const home = await createPage({ title: 'Startseite' }, { title: 'Home' })
    expect(await pathOf(home.id, 'de')).toBe('/')
    expect(await pathOf(home.id, 'en')).toBe('/')
  })

  it('builds each language’s path from the parent’s path and the own slug', async () => {
    const contact = await createPage(
      { title: 'Kontakt', slug: 'kontakt' },
      { title: 'Contact', slug: 'contact-us' },
    )
    const newsletter = await createPage(
      { title: 'Newsletter', slug: 'newsletter', parent: contact.id },
      { title: 'Newsletter', slug: 'newsletter' },
    )
    expect(await pathOf(newsletter.id, 'de')).toBe('/kontakt/newsletter/')
    expect(await pathOf(newsletter.id, 'en')).toBe('/contact-us/newsletter/')
  })

  it('moves the children along when a parent’s slug changes', async () => {
    const parent = await createPage({ title: 'Seminare', slug: 'seminare' })
    const child = await createPage({ title: 'Finder', slug: 'seminarfinder', parent: parent.id })
    // Alike the search and menu-links tests by shape only: each test updates its own page.
    await payload.update({
      collection: 'pages',
      id: parent.id,
      locale: 'de',
      data: { slug: 'angebote' },
      context: noRevalidate,
    })
    expect(await pathOf(child.id, 'de')).toBe('/angebote/seminarfinder/')
  })

  it('rejects a second page with the same path in the same language and stores nothing', async () => {
    await createPage({ title: 'Über uns', slug: 'ueber-uns' })
    const before = await payload.count({ collection: 'pages' })
    await expect(createPage({ title: 'Noch mal', slug: 'ueber-uns' })).rejects.toMatchObject(
      INVALID('slug', /\/ueber-uns\/.*einzigartig/),
    )
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs)
  })

  it('rejects slugs with characters that do not belong in a URL', async () => {
    await expect(createPage({ title: 'Kaputt', slug: 'Mit Leerzeichen' })).rejects.toMatchObject(
      INVALID('slug', /a-z, 0-9, -/),
    )
    await expect(createPage({ title: 'Kaputt', slug: '../admin' })).rejects.toMatchObject(
      INVALID('slug', /a-z, 0-9, -/),
    )
  })

  it('requires a slug below a parent', async () => {
    const parent = await createPage({ title: 'Eltern', slug: 'eltern' })
    await expect(createPage({ title: 'Ohne Slug', parent: parent.id })).rejects.toMatchObject(
      INVALID('slug'),
    )
  })
})
