import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import NotFoundScreenPage from '@/app/(site)/[locale]/not-found--screen/page'
import { NOT_FOUND_SEGMENT } from '@/features/errors/not-found-route'
import {
  installPublicPaths,
  PUBLIC_PATHS_MAX_UNCONFIRMED_MS,
  PublicPathKeeper,
  uninstallPublicPaths,
} from '@/features/errors/public-path-index'
import { databasePublicPaths } from '@/features/errors/public-paths'
import proxy from '@/proxy'

import errorsDe from '../../messages/errors/de.json'
import errorsEn from '../../messages/errors/en.json'
import { getTestPayload } from '../helpers/payload'
import { createPage } from './pages.fixtures'

// Issue 28 item 11, for a page removed a moment ago (docs/decisions/0022): its path is still in
// the proxy's index of public paths, and the page's own notFound() would answer with HTML that
// carries no text. The proxy must send it to the server-rendered 404 screen at once when the
// change went through this instance, and within PUBLIC_PATHS_MAX_UNCONFIRMED_MS when it went
// through another one. The proxy runs as Next runs it; the 404 route renders to HTML with the
// request headers the proxy hands on.
vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).nextCacheModule)
const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => request.headers }))
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  const messages = {
    de: { errors: (await import('../../messages/errors/de.json')).default },
    en: { errors: (await import('../../messages/errors/en.json')).default },
  }
  return {
    setRequestLocale: () => undefined,
    getTranslations: async ({ locale, namespace }: { locale: 'de' | 'en'; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as never }),
  }
})

// next.config's `trailingSlash: true` reaches next-intl through this variable in the real build.
process.env._next_intl_trailing_slash = 'true'

let payload: Payload
let now = 1_000_000

/** This server's index, on a clock the test moves. */
async function installIndex(): Promise<PublicPathKeeper> {
  const keeper = installPublicPaths(new PublicPathKeeper(databasePublicPaths, () => now))
  await keeper.confirm()
  return keeper
}

/** What a visitor gets for `path`: the status and the HTML, or 'page' when the page answers. */
async function visit(path: string): Promise<'page' | { status: number; html: string }> {
  const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (!rewrite || !new URL(rewrite).pathname.includes(NOT_FOUND_SEGMENT)) return 'page'
  const [, locale] = new URL(rewrite).pathname.split('/')
  const prefix = 'x-middleware-request-'
  request.headers = new Headers()
  for (const [name, value] of response.headers)
    if (name.startsWith(prefix)) request.headers.set(name.slice(prefix.length), value)
  const element = await NotFoundScreenPage({ params: Promise.resolve({ locale }) })
  const { prelude } = await prerenderToNodeStream(createElement('main', null, element))
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return { status: response.status, html }
}

const notFoundScreen = (path: string, title = errorsDe.notFoundTitle) => ({
  status: 404,
  html: expect.stringMatching(new RegExp(`${title}[^]*<code[^>]*>${path}</code>`)),
})

describe('a page removed a moment ago answers with the server-rendered 404 screen', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterEach(() => uninstallPublicPaths())
  afterAll(() => {
    delete process.env._next_intl_trailing_slash
  })

  it('unpublished through this server: at once, with the title and the path in the HTML', async () => {
    const page = await createPage(payload, { title: 'Bald Entwurf', slug: 'bald-entwurf' })
    await installIndex()
    expect(await visit('/bald-entwurf/')).toBe('page')

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(await visit('/bald-entwurf/')).toEqual(notFoundScreen('/bald-entwurf/'))
  })

  it('deleted through this server: at once, in either language', async () => {
    const page = await createPage(
      payload,
      { title: 'Bald weg', slug: 'bald-weg' },
      { en: { title: 'Soon gone', slug: 'soon-gone' } },
    )
    await installIndex()
    expect(await visit('/en/soon-gone/')).toBe('page')

    await payload.delete({ collection: 'pages', id: page.id })
    expect(await visit('/bald-weg/')).toEqual(notFoundScreen('/bald-weg/'))
    expect(await visit('/en/soon-gone/')).toEqual(
      notFoundScreen('/en/soon-gone/', errorsEn.notFoundTitle),
    )
  })

  it('removed through another server: within the bound, the page meanwhile answering as before', async () => {
    const page = await createPage(payload, { title: 'Anderswo', slug: 'anderswo' })
    const keeper = await installIndex()
    expect(await visit('/anderswo/')).toBe('page')

    // The other server's hooks report to that server's index, not to this one.
    uninstallPublicPaths()
    await payload.delete({ collection: 'pages', id: page.id })
    installPublicPaths(keeper)
    expect(await visit('/anderswo/')).toBe('page')
    now += PUBLIC_PATHS_MAX_UNCONFIRMED_MS
    expect(await visit('/anderswo/')).toEqual(notFoundScreen('/anderswo/'))
  })
})
