import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SearchIndex } from '@/features/search/search-index'
import type { SearchGroup } from '@/features/search/types'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload
let topicId: number
let index: SearchIndex

type SeminarText = { title: string; slug: string; description: string; subtitle?: string }

async function createSeminar(
  code: string,
  de: SeminarText,
  en?: SeminarText,
  status: 'published' | 'draft' = 'published',
) {
  const seminar = await payload.create({
    collection: 'seminars',
    locale: 'de',
    draft: status === 'draft',
    data: {
      code,
      duration: 2,
      topics: [topicId],
      ...de,
      description: richText(de.description),
      _status: status,
    },
    context: noRevalidate,
  })
  if (en) {
    await payload.update({
      collection: 'seminars',
      id: seminar.id,
      locale: 'en',
      data: { ...en, description: richText(en.description), _status: status },
      context: noRevalidate,
    })
  }
  return seminar
}

const titles = (groups: SearchGroup[], kind = 'seminars') =>
  groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? []

describe('site search', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const topic = await payload.create({
      collection: 'topics',
      locale: 'de',
      data: {
        title: 'Führung',
        slug: 'fuehrung',
        description: 'Seminare für Menschen, die andere führen.',
        _status: 'published',
      },
      context: noRevalidate,
    })
    await payload.update({
      collection: 'topics',
      id: topic.id,
      locale: 'en',
      data: {
        title: 'Leadership',
        slug: 'leadership',
        description: 'Seminars for people who lead others.',
        _status: 'published',
      },
      context: noRevalidate,
    })
    topicId = topic.id

    await createSeminar(
      'FK-101',
      {
        title: 'Die Führungskraft als Coach',
        slug: 'fuehrungskraft-coach',
        description: 'Gespräche, die Mitarbeiter stärken.',
      },
      {
        title: 'The manager as coach',
        slug: 'manager-coach',
        description: 'Conversations that carry organisational change.',
      },
    )
    await createSeminar(
      'KM-200',
      {
        title: 'Konfliktmanagement im Team',
        slug: 'konfliktmanagement',
        description: 'Spannungen früh erkennen und lösen.',
      },
      {
        title: 'Conflict management in teams',
        slug: 'conflict-management',
        description: 'Spot tension early and resolve it.',
      },
    )
    // Its title names the other seminar's code: only the exact-code rule puts KM-200 first.
    await createSeminar('KM-201', {
      title: 'KM 200 Vertiefung',
      slug: 'km-vertiefung',
      description: 'Aufbaukurs zu Spannungen im Team.',
    })
    await createSeminar(
      'VH-300',
      {
        title: 'Verhandeln mit Plan',
        slug: 'verhandeln',
        description: 'Ziele setzen, Angebote prüfen.',
      },
      {
        title: 'Negotiation with a plan',
        slug: 'negotiation',
        description: 'Set goals, weigh offers.',
      },
    )
    await createSeminar('RH-400', {
      title: 'Rhetorik kompakt',
      slug: 'rhetorik',
      description:
        'Frei sprechen vor Gruppen, überzeugend argumentieren, mit Lampenfieber umgehen und Einwände gelassen beantworten.',
    })
    // The word three times in a short text: only the title boost keeps it below the title hit.
    await createSeminar('KO-500', {
      title: 'Kommunikation im Alltag',
      slug: 'kommunikation',
      description: 'Rhetorik im Meeting, Rhetorik am Telefon, Rhetorik im Gespräch.',
    })
    await createSeminar('ZM-600', {
      title: 'Zeitmanagement für Projektleitungen',
      slug: 'zeitmanagement',
      description: 'Prioritäten setzen.',
    })
    await createSeminar(
      'GE-700',
      { title: 'Geheimprojekt Entwurf', slug: 'geheim', description: 'Noch nicht veröffentlicht.' },
      undefined,
      'draft',
    )

    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: {
        title: 'Über uns',
        slug: 'ueber-uns',
        _status: 'published',
        blocks: [
          {
            blockType: 'text',
            main_block_cke: richText(
              'Unser Institut in Münster begleitet Unternehmen seit vielen Jahren.',
            ),
            main_block_hintergrundfarbe: '1',
            main_block_text_breite: '8',
          },
          {
            blockType: 'publikationen',
            main_block_publikationen_titel: 'Veröffentlichungen',
            main_block_publikationen: [
              {
                main_block_publikation_verfasser: 'Dr. Jana Beispiel',
                main_block_publikation_titel: 'Gelassen verhandeln, Fachverlag 2024',
              },
            ],
            main_block_hintergrundfarbe: '1',
          },
        ],
      },
      context: noRevalidate,
    })
    await payload.create({
      collection: 'blog-posts',
      locale: 'de',
      data: {
        title: 'Feedback, das ankommt',
        slug: 'feedback',
        intro: 'Warum Lob und Kritik konkret sein sollten.',
        date: '2026-03-01',
        _status: 'published',
      },
      context: noRevalidate,
    })
    index = new SearchIndex(payload, { freshnessMs: 0 })
    await index.load()
  })

  it('ranks a title hit above a text-only hit', async () => {
    expect(titles(await index.search('de', 'Rhetorik'))).toEqual([
      'Rhetorik kompakt',
      'Kommunikation im Alltag',
    ])
  })

  it('puts the seminar whose code is the query first', async () => {
    const hits = titles(await index.search('de', 'km-200'))
    expect(hits[0]).toBe('Konfliktmanagement im Team')
    const suggestions = await index.suggest('de', 'KM-200')
    expect(suggestions[0]).toMatchObject({
      kind: 'seminars',
      code: 'KM-200',
      url: '/seminare/konfliktmanagement/',
    })
  })

  it('finds word forms through German and English stemming', async () => {
    expect(titles(await index.search('de', 'Führungskräfte'))).toContain(
      'Die Führungskraft als Coach',
    )
    // Forms too far apart for typo tolerance: only the stemmer relates them.
    expect(titles(await index.search('de', 'Mitarbeitenden'))).toEqual([
      'Die Führungskraft als Coach',
    ])
    expect(titles(await index.search('en', 'negotiating'))).toContain('Negotiation with a plan')
    expect(titles(await index.search('en', 'organising'))).toEqual(['The manager as coach'])
  })

  it('tolerates a typo', async () => {
    expect(titles(await index.search('de', 'Konfliktmanagment'))).toContain(
      'Konfliktmanagement im Team',
    )
  })

  it('tolerates two swapped neighbouring letters, in the search and in the suggestions', async () => {
    expect(titles(await index.search('de', 'Fürhung'))).toEqual(
      titles(await index.search('de', 'Führung')),
    )
    expect(titles(await index.search('de', 'Fürhung'))).toContain('Die Führungskraft als Coach')
    expect((await index.suggest('de', 'Fürhung')).map((s) => s.title)).toContain('Führung')
    expect(titles(await index.search('de', 'Konfilktmanagement Team'))).toContain(
      'Konfliktmanagement im Team',
    )
  })

  it('ignores single letters, so markup-like or stray characters do not match everything', async () => {
    expect(titles(await index.search('de', '<b>xyzzy</b>'))).toEqual([])
    expect(titles(await index.search('de', 'Konfliktmanagement b'))).toContain(
      'Konfliktmanagement im Team',
    )
  })

  it('keeps the languages apart and links to the page in the visitor’s language', async () => {
    expect(await index.search('en', 'Zeitmanagement')).toEqual([])
    expect(await index.search('en', 'Konfliktmanagement')).toEqual([])
    const [group] = await index.search('en', 'conflict')
    expect(group.hits[0]).toMatchObject({
      title: 'Conflict management in teams',
      url: '/en/seminars/conflict-management/',
    })
  })

  it('does not find drafts', async () => {
    expect(await index.search('de', 'Geheimprojekt')).toEqual([])
  })

  it('groups pages, publications and blog articles by kind, with a snippet around the match', async () => {
    const groups = await index.search('de', 'verhandeln')
    expect(groups.map((g) => g.kind)).toEqual(['seminars', 'publications'])
    expect(groups[1].hits[0]).toMatchObject({
      title: 'Gelassen verhandeln, Fachverlag 2024',
      subtitle: 'Dr. Jana Beispiel',
      url: '/ueber-uns/',
    })
    // A publication has nothing but its author and title: no snippet repeating them.
    expect(groups[1].hits[0].snippet).toBeUndefined()
    const [pages] = await index.search('de', 'Institut Münster')
    expect(pages).toMatchObject({ kind: 'pages', total: 1 })
    expect(pages.hits[0].snippet).toContain('Institut in Münster')
    expect(titles(await index.search('de', 'Kritik'), 'blog')).toEqual(['Feedback, das ankommt'])
  })

  it('suggests from three characters on, seminars and topics before other kinds', async () => {
    expect(await index.suggest('de', 'fü')).toEqual([])
    const leaders = await index.suggest('de', 'Führ')
    expect(leaders.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Die Führungskraft als Coach', 'Führung']),
    )
    expect(leaders.find((s) => s.kind === 'topics')).toMatchObject({
      title: 'Führung',
      url: '/seminarthemen/fuehrung/',
    })
    const negotiation = await index.suggest('de', 'verhand')
    expect(negotiation.map((s) => s.kind)).toEqual(['seminars', 'publications'])
  })

  it('shows what an editor publishes on every instance after the freshness interval', async () => {
    const second = new SearchIndex(payload, { freshnessMs: 0 })
    const throttled = new SearchIndex(payload, { freshnessMs: 60_000 })
    await Promise.all([second.load(), throttled.load()])
    expect(await second.search('de', 'Resilienz')).toEqual([])

    // Published through the Local API, as the admin on another instance would.
    const seminar = await createSeminar('RS-800', {
      title: 'Resilienz stärken',
      slug: 'resilienz',
      description: 'Gelassen bleiben unter Druck.',
    })
    for (const instance of [index, second])
      expect(titles(await instance.search('de', 'Resilienz'))).toEqual(['Resilienz stärken'])
    expect(await throttled.search('de', 'Resilienz')).toEqual([])

    await payload.update({
      collection: 'seminars',
      id: seminar.id,
      locale: 'de',
      data: { title: 'Resilienz im Alltag' },
      context: noRevalidate,
    })
    expect(titles(await second.search('de', 'Resilienz'))).toEqual(['Resilienz im Alltag'])
    await payload.delete({ collection: 'seminars', id: seminar.id, context: noRevalidate })
    expect(await index.search('de', 'Resilienz')).toEqual([])
  })
})
