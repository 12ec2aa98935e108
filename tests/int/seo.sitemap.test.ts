import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildSitemap } from '@/features/seo/sitemap'

import { createSeminar, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

const SITE = 'https://seminare.example'
const url = (path: string) => `${SITE}${path}`

let payload: Payload
let sitemap: MetadataRoute.Sitemap
const updatedAt: Record<string, string> = {}

const entry = (path: string) => sitemap.find((e) => e.url === url(path))

/** Saves the English version of a document that was created in German. */
async function addEnglish(
  collection: 'pages' | 'seminars' | 'topics' | 'blog-posts',
  id: number,
  data: Record<string, unknown>,
) {
  const doc = await payload.update({
    collection,
    id,
    locale: 'en',
    data: { ...data, _status: 'published' },
    context: noRevalidate,
  })
  return doc.updatedAt
}

describe('sitemap.xml entries', () => {
  beforeAll(async () => {
    process.env.SITE_URL = SITE
    payload = await getTestPayload()
    const page = (
      data: { title: string; slug: string; isNotFoundPage?: boolean },
      status: 'published' | 'draft' = 'published',
    ) =>
      status === 'draft'
        ? payload.create({
            collection: 'pages',
            data: { ...data, _status: 'draft' },
            draft: true,
            context: noRevalidate,
          })
        : payload.create({
            collection: 'pages',
            data: { ...data, _status: 'published' },
            context: noRevalidate,
          })

    const home = await page({ title: 'Startseite', slug: '' })
    updatedAt.home = await addEnglish('pages', home.id, { title: 'Home', slug: '' })
    const contact = await page({ title: 'Kontakt', slug: 'kontakt' })
    updatedAt.contact = await addEnglish('pages', contact.id, {
      title: 'Contact',
      slug: 'contact-us',
    })
    updatedAt.germanOnly = (await page({ title: 'Nur auf Deutsch', slug: 'nur-deutsch' })).updatedAt
    await page({ title: 'Geheimer Entwurf', slug: 'entwurf' }, 'draft')
    await page({ title: 'Nicht gefunden', slug: 'nicht-gefunden', isNotFoundPage: true })
    const bookmarks = await page({ title: 'Merkzettel', slug: 'merkzettel' })
    await addEnglish('pages', bookmarks.id, { title: 'Bookmarks', slug: 'bookmarks' })

    const topic = await createTopic(payload)
    updatedAt.topic = await addEnglish('topics', topic.id, {
      title: 'Leadership',
      slug: 'leadership',
      description: 'Learning to lead',
    })
    const seminar = await createSeminar(payload, {
      code: 'FK-101',
      title: 'Führen ohne Titel',
      slug: 'fuehren-ohne-titel',
      duration: 2,
      topics: [topic.id],
    })
    updatedAt.seminar = await addEnglish('seminars', seminar.id, {
      title: 'Leading without authority',
      slug: 'leading-without-authority',
      description: richText('Text'),
    })
    await createSeminar(
      payload,
      {
        code: 'FK-102',
        title: 'Unveröffentlicht',
        slug: 'unveroeffentlicht',
        duration: 1,
        topics: [topic.id],
      },
      'draft',
    )
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Feedback geben',
        slug: 'feedback-geben',
        date: '2026-03-02T00:00:00.000Z',
        intro: 'Wie Feedback ankommt.',
        _status: 'published',
      },
      context: noRevalidate,
    })
    updatedAt.post = post.updatedAt

    sitemap = await buildSitemap(payload)
  })

  it('lists every published page, article, seminar and topic in each language it exists in, and the search pages', () => {
    expect(sitemap.map((e) => e.url).sort()).toEqual(
      [
        '/',
        '/en/',
        '/kontakt/',
        '/en/contact-us/',
        '/nur-deutsch/',
        '/seminarthemen/fuehrung/',
        '/en/seminar-topics/leadership/',
        '/seminare/fuehren-ohne-titel/',
        '/en/seminars/leading-without-authority/',
        '/blog/feedback-geben/',
        '/suche/',
        '/en/search/',
        '/knowledge-center/search/',
        '/en/knowledge-center/search/',
      ]
        .map(url)
        .sort(),
    )
  })

  it('leaves out drafts, the 404 content page and the personal bookmarks page', () => {
    const urls = sitemap.map((e) => e.url).join(' ')
    for (const path of [
      'entwurf',
      'unveroeffentlicht',
      'nicht-gefunden',
      'merkzettel',
      'bookmarks',
    ])
      expect(urls).not.toContain(path)
  })

  it('links the language versions of a document to each other, x-default being German', () => {
    const languages = {
      de: url('/seminare/fuehren-ohne-titel/'),
      en: url('/en/seminars/leading-without-authority/'),
      'x-default': url('/seminare/fuehren-ohne-titel/'),
    }
    expect(entry('/seminare/fuehren-ohne-titel/')?.alternates?.languages).toEqual(languages)
    expect(entry('/en/seminars/leading-without-authority/')?.alternates?.languages).toEqual(
      languages,
    )
    expect(entry('/en/')?.alternates?.languages).toEqual({
      de: url('/'),
      en: url('/en/'),
      'x-default': url('/'),
    })
  })

  it('names no English version for documents that have none', () => {
    expect(entry('/nur-deutsch/')?.alternates?.languages).toEqual({
      de: url('/nur-deutsch/'),
      'x-default': url('/nur-deutsch/'),
    })
    expect(entry('/blog/feedback-geben/')?.alternates?.languages).not.toHaveProperty('en')
  })

  it('dates each entry by its document’s last change', () => {
    expect(entry('/kontakt/')?.lastModified).toBe(updatedAt.contact)
    expect(entry('/nur-deutsch/')?.lastModified).toBe(updatedAt.germanOnly)
    expect(entry('/en/seminar-topics/leadership/')?.lastModified).toBe(updatedAt.topic)
    expect(entry('/blog/feedback-geben/')?.lastModified).toBe(updatedAt.post)
    expect(entry('/suche/')).not.toHaveProperty('lastModified')
  })

  it('drops a page from the sitemap once it is unpublished', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'nur-deutsch' } },
      limit: 1,
    })
    await payload.update({
      collection: 'pages',
      id: docs[0]!.id,
      data: { _status: 'draft' },
      context: noRevalidate,
    })
    const after = await buildSitemap(payload)
    expect(after.map((e) => e.url)).not.toContain(url('/nur-deutsch/'))
  })
})
