import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/json-api/suche/route'
import { readQuickLinks } from '@/features/search/quick-links'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload

function suggest(
  body: unknown,
  headers: Record<string, string> = { origin: 'http://localhost:3000' },
) {
  return POST(
    new Request('http://localhost:3000/api/json-api/suche/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

// Alike search.test.ts by shape only: each file sets up its own data.
describe('search endpoints', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const topic = await payload.create({
      collection: 'topics',
      locale: 'de',
      data: {
        title: 'Projektmanagement',
        slug: 'projektmanagement',
        description: 'Projekte sicher führen.',
        _status: 'published',
      },
      context: noRevalidate,
    })
    await payload.create({
      collection: 'seminars',
      locale: 'de',
      data: {
        code: 'PM-100',
        duration: 2,
        topics: [topic.id],
        title: 'Projekte agil steuern',
        slug: 'agil',
        description: richText('Scrum und Kanban im Alltag.'),
        _status: 'published',
      },
      context: noRevalidate,
    })
  })

  it('answers suggestions for the visitor’s language', async () => {
    const response = await suggest({ message: { language: 'de', q: 'Projekt' } })
    expect(response.status).toBe(200)
    const { suggestions } = await response.json()
    expect(suggestions).toEqual(
      expect.arrayContaining([
        {
          title: 'Projekte agil steuern',
          url: '/seminare/agil/',
          kind: 'seminars',
          code: 'PM-100',
        },
        { title: 'Projektmanagement', url: '/seminarthemen/projektmanagement/', kind: 'topics' },
      ]),
    )
    expect(await (await suggest({ message: { language: 'de', q: 'Pr' } })).json()).toEqual({
      suggestions: [],
    })
  })

  it('answers bad input with 400 and the fields, never 500', async () => {
    const broken = await suggest('{"message": ')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ status: 'error', errors: { body: 'invalidJson' } })
    const unknown = await suggest({ message: { language: 'de', q: 'Projekt', limit: 50 } })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      status: 'error',
      errors: { 'message.limit': 'unknownField' },
    })
  })

  it('refuses cross-site posts', async () => {
    expect(
      (
        await suggest(
          { message: { language: 'de', q: 'Projekt' } },
          { origin: 'https://elsewhere.example' },
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await suggest(
          { message: { language: 'de', q: 'Projekt' } },
          { 'sec-fetch-site': 'cross-site' },
        )
      ).status,
    ).toBe(403)
  })

  it('lists the quick links with both titles and their targets', async () => {
    const saved = await payload.updateGlobal({
      slug: 'quick-links',
      locale: 'de',
      data: {
        items: [{ title: 'Führung', url: '/seminarthemen/fuehrung/' }, { title: 'Konflikte' }],
      },
      context: noRevalidate,
    })
    await payload.updateGlobal({
      slug: 'quick-links',
      locale: 'en',
      data: {
        items: [
          { id: saved.items?.[0]?.id, title: 'Leadership', url: '/en/seminar-topics/leadership/' },
          { id: saved.items?.[1]?.id, title: 'Conflicts' },
        ],
      },
      context: noRevalidate,
    })
    expect(await readQuickLinks(payload)).toEqual([
      {
        titles: { default: 'Führung', en: 'Leadership' },
        url: '/seminarthemen/fuehrung/',
        urls: { default: '/seminarthemen/fuehrung/', en: '/en/seminar-topics/leadership/' },
      },
      {
        titles: { default: 'Konflikte', en: 'Conflicts' },
        url: null,
        urls: { default: null, en: null },
      },
    ])
  })
})
