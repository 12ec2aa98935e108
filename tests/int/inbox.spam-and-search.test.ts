import { createLocalReq, type CollectionSlug, type Payload, type Where } from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { hashToken, newToken } from '@/lib/tokens'
import type { ContactMessage, User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { createCallbackRequest, createContactMessage } from '../helpers/inbox'
import { getTestPayload, noRevalidate } from '../helpers/payload'

let payload: Payload
let staff: User

const INBOX = ['contact-messages', 'callback-requests', 'whitepaper-requests'] as const

/**
 * The documents the admin list shows for a URL query, found the way @payloadcms/next's list view
 * (views/List/index.js, 3.90) finds them: the page's `where` ANDed with the collection's base
 * filter (called with the page's request), then `search` merged in by Payload's own helper.
 */
async function listView(
  collection: CollectionSlug,
  query: { where?: Where; search?: string } = {},
) {
  const req = await createLocalReq({ user: { ...staff, collection: 'users' } }, payload)
  req.query = query
  const { admin } = payload.collections[collection].config
  const base = await (admin.baseFilter ?? admin.baseListFilter)?.({
    limit: 10,
    page: 1,
    req,
    sort: '-createdAt',
  })
  const where = mergeListSearchAndWhere({
    collectionConfig: payload.collections[collection].config,
    search: query.search ?? '',
    where: combineWhereConstraints([query.where, base ?? undefined]),
  })
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    limit: 100,
    sort: '-createdAt',
    req,
    user: req.user,
    overrideAccess: false,
  })
  return docs.map((doc) => (doc as { email: string }).email).sort()
}

/** GET /api/<collection>/export.csv as staff with the given query: the e-mail addresses in it. */
async function exported(collection: CollectionSlug, query: Record<string, unknown> = {}) {
  const endpoint = (payload.collections[collection].config.endpoints || []).find(
    (candidate) => candidate.path === '/export.csv' && candidate.method === 'get',
  )
  const req = await createLocalReq({ user: { ...staff, collection: 'users' } }, payload)
  req.query = query
  const response = await endpoint!.handler(req)
  expect(response.status).toBe(200)
  return [...(await response.text()).matchAll(/[\w.-]+@[\w.-]+\.example/g)]
    .map((match) => match[0])
    .sort()
}

const contact = (data: Partial<Omit<ContactMessage, 'id'>>) => createContactMessage(payload, data)

describe('inbox lists for staff: spam out of the way, search and export in step', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'inbox@example.com', 'Inbox')
    // Alike the next submission by shape only: each has its own fields.
    await contact({
      vorname: 'Hans',
      nachname: 'Müller',
      email: 'hans@mueller.example',
      firma: 'Müller GmbH',
    })
    await contact({
      vorname: 'Eva',
      nachname: 'Schulz',
      email: 'eva@schulz.example',
      firma: 'Schulz AG',
      status: 'done',
    })
    await contact({
      vorname: 'Max',
      nachname: 'Muster',
      email: 'max@muster.example',
      mitteilung: 'Frau Müller bat um Rückruf.',
    })
    await contact({
      vorname: 'Bot',
      nachname: 'Müller',
      email: 'bot@spam.example',
      mitteilung: 'Buy now',
      spam: true,
    })
  })

  it('hides spam from the list by default, and shows it when staff filter by the spam flag', async () => {
    expect(await listView('contact-messages')).toEqual([
      'eva@schulz.example',
      'hans@mueller.example',
      'max@muster.example',
    ])
    expect(await listView('contact-messages', { where: { spam: { equals: true } } })).toEqual([
      'bot@spam.example',
    ])
    // The admin's filter builder nests conditions in or/and; the spam filter is found there too.
    expect(
      await listView('contact-messages', {
        where: { or: [{ and: [{ spam: { equals: 'true' } }] }] },
      }),
    ).toEqual(['bot@spam.example'])
    // Other filters keep spam hidden.
    expect(await listView('contact-messages', { where: { status: { equals: 'new' } } })).toEqual([
      'hans@mueller.example',
      'max@muster.example',
    ])
  })

  it('shows the spam flag and the company as list columns in every inbox with a work status', () => {
    for (const collection of INBOX) {
      const { admin } = payload.collections[collection].config
      expect(admin.defaultColumns, collection).toEqual(
        expect.arrayContaining(['firma', 'spam', 'status']),
      )
      expect(JSON.stringify(admin.description), collection).toContain('Spam')
    }
  })

  it('searches the list like the admin search box: name, e-mail, company or message', async () => {
    expect(await listView('contact-messages', { search: 'Müller' })).toEqual([
      'hans@mueller.example',
      'max@muster.example',
    ])
  })

  it('exports only what the search finds, exactly the rows of the list', async () => {
    const rows = await exported('contact-messages', { search: 'Müller' })
    expect(rows).toEqual(['hans@mueller.example', 'max@muster.example'])
    expect(rows).toEqual(await listView('contact-messages', { search: 'Müller' }))
    expect(rows).not.toContain('eva@schulz.example')
  })

  it('exports search and filter together, as the list shows them', async () => {
    const query = { search: 'GmbH', where: { status: { equals: 'new' } } }
    expect(await exported('contact-messages', query)).toEqual(['hans@mueller.example'])
    expect(
      await exported('contact-messages', {
        search: 'Schulz',
        where: { status: { equals: 'new' } },
      }),
    ).toEqual([])
  })

  it('exports spam when the list is filtered to it, and with ?spam=include as before', async () => {
    expect(await exported('contact-messages', { where: { spam: { equals: true } } })).toEqual([
      'bot@spam.example',
    ])
    expect(await exported('contact-messages', { search: 'Müller', spam: 'include' })).toEqual([
      'bot@spam.example',
      'hans@mueller.example',
      'max@muster.example',
    ])
  })

  it('searches and exports the callback and whitepaper inboxes the same way', async () => {
    const whitepaper = await payload.create({
      collection: 'whitepapers',
      data: { title: 'Führung', _status: 'draft' },
      draft: true,
      context: noRevalidate,
    })
    for (const [email, firma] of [
      ['anna@mueller.example', 'Müller KG'],
      ['otto@other.example', 'Other AG'],
    ]) {
      await createCallbackRequest(payload, {
        vorname: 'A',
        nachname: 'B',
        email,
        firma,
      })
      await payload.create({
        collection: 'whitepaper-requests',
        data: {
          whitepaper: whitepaper.id,
          whitepaperTitle: 'Führung',
          email,
          firma,
          codeHash: hashToken(newToken()),
          status: 'new',
          language: 'de',
        },
        overrideAccess: true,
      })
    }
    for (const collection of ['callback-requests', 'whitepaper-requests'] as const) {
      expect(await exported(collection, { search: 'Müller' }), collection).toEqual([
        'anna@mueller.example',
      ])
      expect(await listView(collection, { search: 'Müller' }), collection).toEqual([
        'anna@mueller.example',
      ])
    }
  })
})
