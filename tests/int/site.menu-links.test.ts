import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getFooter, getNavigation } from '@/features/site/queries'
import type { Page, User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'

// Next's data cache exists only inside Next: here each query reads the database.
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let staff: User
let published: Page
let neverPublished: Page
let unpublished: Page

const asStaff = () => ({ user: staff, overrideAccess: false, context: noRevalidate }) as const

/** The field messages of a refused save. */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map(
      (field) => field.message,
    )
  }
  throw new Error('expected the save to be refused')
}

const NO_TARGET =
  'Bitte eine Seite wählen oder eine Adresse angeben. / Choose a page or give an address.'
const BOTH_TARGETS =
  'Bitte entweder eine Seite oder eine Adresse angeben, nicht beides. / Give either a page or an address, not both.'

describe('menu and footer links', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'menu-links@example.com')
    const page = (title: string, slug: string, status: 'published' | 'draft') =>
      payload.create({
        collection: 'pages',
        locale: 'de',
        data: { title, slug, _status: status },
        draft: status === 'draft',
        context: noRevalidate,
      })
    published = await page('Seminare', 'seminare', 'published')
    neverPublished = await page('Neu', 'neu', 'draft')
    unpublished = await page('Alt', 'alt', 'published')
    // Alike pages.paths.test.ts and search.test.ts by shape only: each test updates its own page.
    await payload.update({
      collection: 'pages',
      id: unpublished.id,
      locale: 'de',
      data: { _status: 'draft' },
      context: noRevalidate,
    })
  })

  it('need a page or an address, and refuse a link with neither, in the menu and in the footer', async () => {
    const nav = refusal(
      payload.updateGlobal({
        slug: 'navigation',
        locale: 'de',
        data: { items: [{ label: 'Leer', children: [] }] },
        // Alike the case below by shape only: each case saves its own menu.
        ...asStaff(),
      }),
    )
    expect(await nav).toEqual([NO_TARGET])
    const sub = refusal(
      payload.updateGlobal({
        slug: 'navigation',
        locale: 'de',
        data: { items: [{ label: 'Oben', url: '/oben/', children: [{ label: 'Leer' }] }] },
        ...asStaff(),
      }),
    )
    expect(await sub).toEqual([NO_TARGET])
    const footer = refusal(
      payload.updateGlobal({
        slug: 'footer',
        locale: 'de',
        data: { legalLinks: [{ label: 'Impressum', url: '' }] },
        ...asStaff(),
      }),
    )
    expect(await footer).toEqual([NO_TARGET])
  })

  it('refuse a link with both a page and an address', async () => {
    const both = refusal(
      payload.updateGlobal({
        slug: 'footer',
        locale: 'de',
        data: {
          columns: [
            { title: 'Mehr', links: [{ label: 'Beides', page: published.id, url: '/x/' }] },
          ],
        },
        ...asStaff(),
      }),
    )
    expect(await both).toEqual([BOTH_TARGETS])
  })

  it('show only links to published pages; a link to a draft or unpublished page is left out', async () => {
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'de',
      data: {
        items: [
          {
            label: 'Seminare',
            page: published.id,
            children: [
              { label: 'Neu', page: neverPublished.id },
              { label: 'Suche', url: '/suche/' },
            ],
          },
          { label: 'Alt', page: unpublished.id, children: [] },
          { label: 'Extern', url: 'https://www.example.org/', newTab: true, children: [] },
        ],
      },
      ...asStaff(),
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'de',
      data: {
        columns: [
          {
            title: 'Mehr',
            links: [
              { label: 'Neu', page: neverPublished.id },
              { label: 'Seminare', page: published.id },
            ],
          },
        ],
        legalLinks: [{ label: 'Alt', page: unpublished.id }],
      },
      ...asStaff(),
    })

    expect(await getNavigation('de')).toEqual([
      {
        label: 'Seminare',
        href: '/seminare/',
        newTab: false,
        children: [{ label: 'Suche', href: '/suche/', newTab: false }],
      },
      { label: 'Extern', href: 'https://www.example.org/', newTab: true, children: [] },
    ])
    const footer = await getFooter('de')
    expect(footer.columns).toEqual([
      { title: 'Mehr', links: [{ label: 'Seminare', href: '/seminare/', newTab: false }] },
    ])
    expect(footer.legalLinks).toEqual([])

    // Published later, the page's link appears.
    await payload.update({
      collection: 'pages',
      id: neverPublished.id,
      locale: 'de',
      data: { _status: 'published' },
      context: noRevalidate,
    })
    expect((await getNavigation('de'))[0]?.children.map((c) => c.label)).toEqual(['Neu', 'Suche'])
  })
})
