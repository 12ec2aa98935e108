import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN, INVALID } from '../helpers/refusals'

let payload: Payload
let staff: User
const anonymous = { overrideAccess: false } as const

// Alike the other access int tests by shape only: each file sets up its own data.
describe('news, locations and blog', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await payload.create({
      collection: 'users',
      data: { email: 'redaktion@example.com', password: 'redaktion-pass-1' },
    })
  })

  it('anyone reads news, locations and blog topics; only staff write them', async () => {
    const news = await payload.create({
      collection: 'news',
      data: { title: 'Neu', intro: 'Text', date: '2026-11-01' },
      context: noRevalidate,
    })
    const location = await payload.create({
      collection: 'locations',
      data: {
        standort_titel: 'Münster',
        standort_strasse: 'Hafenweg 12',
        standort_plz: '48155',
        standort_ort: 'Münster',
      },
      context: noRevalidate,
    })
    await payload.create({
      collection: 'blog-topics',
      data: { title: 'Führung' },
      context: noRevalidate,
    })
    for (const collection of ['news', 'locations', 'blog-topics'] as const) {
      expect((await payload.find({ collection, ...anonymous })).docs.length).toBeGreaterThan(0)
    }
    const topics = async () =>
      (await payload.count({ collection: 'blog-topics', overrideAccess: true })).totalDocs
    const topicsBefore = await topics()
    await expect(
      payload.update({
        collection: 'news',
        id: news.id,
        data: { title: 'Gehackt' },
        // Alike the case below by shape only: each case asserts its own refusal.
        ...anonymous,
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.delete({
        collection: 'locations',
        id: location.id,
        ...anonymous,
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.create({
        collection: 'blog-topics',
        data: { title: 'Spam' },
        ...anonymous,
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    expect(
      (await payload.findByID({ collection: 'news', id: news.id, overrideAccess: true })).title,
    ).toBe('Neu')
    expect(
      (
        await payload.count({
          collection: 'locations',
          where: { id: { equals: location.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    expect(await topics()).toBe(topicsBefore)
    const updated = await payload.update({
      collection: 'news',
      id: news.id,
      data: { title: 'Neu 2' },
      user: staff,
      overrideAccess: false,
      context: noRevalidate,
    })
    expect(updated.title).toBe('Neu 2')
  })

  it('gives each article a /blog/ path per language and keeps drafts private', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      locale: 'de',
      data: {
        title: 'Feedback geben',
        slug: 'feedback-geben',
        intro: 'Wie es gelingt.',
        date: '2026-10-01',
        _status: 'published',
      },
      context: noRevalidate,
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'en',
      data: {
        title: 'Giving feedback',
        slug: 'giving-feedback',
        intro: 'How it works.',
        _status: 'published',
      },
      context: noRevalidate,
    })
    expect(
      (await payload.findByID({ collection: 'blog-posts', id: post.id, locale: 'de' })).path,
    ).toBe('/blog/feedback-geben/')
    expect(
      (await payload.findByID({ collection: 'blog-posts', id: post.id, locale: 'en' })).path,
    ).toBe('/blog/giving-feedback/')

    const draft = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Entwurf',
        slug: 'entwurf',
        intro: 'Noch nicht fertig.',
        date: '2026-10-02',
        _status: 'draft',
      },
      draft: true,
      context: noRevalidate,
    })
    const visible = (await payload.find({ collection: 'blog-posts', ...anonymous })).docs.map(
      (d) => d.id,
    )
    expect(visible).toContain(post.id)
    expect(visible).not.toContain(draft.id)
  })

  it('rejects a second article with the same slug in a language, and bad slugs', async () => {
    const data = { title: 'Doppelt', intro: 'x', date: '2026-10-03', _status: 'published' as const }
    await payload.create({
      collection: 'blog-posts',
      data: { ...data, slug: 'doppelt' },
      context: noRevalidate,
    })
    await expect(
      payload.create({
        collection: 'blog-posts',
        data: { ...data, slug: 'doppelt' },
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(INVALID('slug', /\/blog\/doppelt\/.*einzigartig/))
    await expect(
      payload.create({
        collection: 'blog-posts',
        data: { ...data, slug: 'Mit Leerzeichen' },
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(INVALID('slug', /a-z, 0-9, -/))
  })
})
