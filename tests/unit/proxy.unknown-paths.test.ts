import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'

import { NextRequest } from 'next/server'
import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CONFIRMATION_ROUTE_PREFIX } from '@/features/booking/confirmation/constants'
import {
  FIXED_ROUTE_PATHS,
  NOT_FOUND_PATH_HEADER,
  NOT_FOUND_SEGMENT,
  WHITEPAPER_DOWNLOAD_PREFIX,
} from '@/features/errors/not-found-route'
import {
  installPublicPaths,
  invalidatePublicPaths,
  PublicPathKeeper,
  uninstallPublicPaths,
} from '@/features/errors/public-path-index'
import { DRAFT_MODE_COOKIE } from '@/features/preview/draft-request'
import { revalidateTags } from '@/hooks/revalidateTags'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { Locale } from '@/i18n/locales'
import proxy from '@/proxy'

// next.config's `trailingSlash: true` reaches next-intl through this variable in the real build.
process.env._next_intl_trailing_slash = 'true'

const PUBLISHED: [Locale, string][] = [
  ['de', '/'],
  ['en', '/'],
  ['de', '/kontakt/'],
  ['en', '/contact-us/'],
  ['de', '/seminare/fuehrung-kompakt/'],
  ['de', '/€/'],
  ['de', '/whitepaper-dl/7/'],
]

let entries = [...PUBLISHED]
let version = 1

/** Installs an index built from `entries`, as the server does at start. */
async function installIndex(): Promise<PublicPathKeeper> {
  const keeper = installPublicPaths(
    new PublicPathKeeper({ version: async () => String(version), paths: async () => entries }),
  )
  await keeper.confirm()
  return keeper
}

function get(path: string, init: { method?: string; cookie?: string } = {}) {
  return proxy(
    new NextRequest(new URL(path, 'http://localhost:3000'), {
      method: init.method ?? 'GET',
      headers: init.cookie ? { cookie: init.cookie } : {},
    }),
  )
}

/** Where the 404 screen was sent, in which language and with which path; null if not sent. */
async function notFoundAnswer(path: string, init?: { method?: string; cookie?: string }) {
  const response = await get(path, init)
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (!rewrite || !new URL(rewrite).pathname.includes(NOT_FOUND_SEGMENT)) return null
  return {
    status: response.status,
    target: new URL(rewrite).pathname,
    path: response.headers.get(`x-middleware-request-${NOT_FOUND_PATH_HEADER}`),
    csp: response.headers.get('content-security-policy'),
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  uninstallPublicPaths()
  entries = [...PUBLISHED]
  version = 1
})

describe('proxy: paths that are certainly no page', () => {
  it('sends an unknown path to the server-rendered 404 screen in its language, with status 404 and the path', async () => {
    await installIndex()
    expect(await notFoundAnswer('/gibt-es-nicht/wirklich/')).toMatchObject({
      status: 404,
      target: `/de/${NOT_FOUND_SEGMENT}/`,
      path: '/gibt-es-nicht/wirklich/',
      csp: expect.stringContaining("object-src 'none'"),
    })
    expect(await notFoundAnswer('/en/does-not-exist/')).toMatchObject({
      status: 404,
      target: `/en/${NOT_FOUND_SEGMENT}/`,
      path: '/en/does-not-exist/',
    })
    expect(await notFoundAnswer('/seminare/alt.pdf')).toMatchObject({
      target: `/de/${NOT_FOUND_SEGMENT}/`,
      path: '/seminare/alt.pdf',
    })
  })

  it('leaves published pages, in their own language only, and the fixed routes to their pages', async () => {
    await installIndex()
    for (const path of [
      '/',
      '/en/',
      '/kontakt/',
      '/en/contact-us/',
      '/seminare/fuehrung-kompakt/',
      '/%E2%82%AC/',
      '/whitepaper-dl/7/',
      '/warenkorb/',
      '/en/cart/',
      '/login/passwort-vergessen/',
      '/kundenportal/seminare/',
      '/test/fehler-500/',
    ])
      expect(await notFoundAnswer(path), path).toBeNull()
    expect(await notFoundAnswer('/en/kontakt/')).toMatchObject({ status: 404 })
    expect(await notFoundAnswer('/en/whitepaper-dl/8/')).toMatchObject({ status: 404 })
  })

  it('leaves a booking confirmation with a well-formed token to its page, with private headers', async () => {
    await installIndex()
    const token = 'A'.repeat(42) + '_'
    for (const path of [`/buchung/bestaetigung/${token}/`, `/en/booking/confirmation/${token}/`]) {
      expect(await notFoundAnswer(path), path).toBeNull()
      const response = await get(path)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    }
    // Not a token we would hand out: the 404 screen without asking the database.
    for (const path of ['/buchung/bestaetigung/kurz/', `/buchung/bestaetigung/${token}/mehr/`])
      expect(await notFoundAnswer(path), path).toMatchObject({ status: 404 })
    expect(await notFoundAnswer('/kontakt/')).toBeNull()
    expect((await get('/kontakt/')).headers.get('referrer-policy')).toBeNull()
  })

  it('changes nothing while the index is not built yet, except for the 404 route’s own address', async () => {
    expect(await notFoundAnswer('/gibt-es-nicht/')).toBeNull()
    const direct = await notFoundAnswer(`/${NOT_FOUND_SEGMENT}/`)
    expect(direct).toMatchObject({ status: 404, path: `/${NOT_FOUND_SEGMENT}/` })
    expect(await notFoundAnswer(`/en/${NOT_FOUND_SEGMENT}/`)).toMatchObject({ status: 404 })
  })

  it('keeps redirects, other methods and editors in draft mode as they were', async () => {
    await installIndex()
    const redirect = await get('/de/gibt-es-nicht/')
    expect(redirect.headers.get('location')).toMatch(/\/gibt-es-nicht\/$/)
    expect(await notFoundAnswer('/gibt-es-nicht/', { method: 'POST' })).toBeNull()
    expect(await notFoundAnswer('/gibt-es-nicht/', { method: 'HEAD' })).toMatchObject({
      status: 404,
    })

    // A build whose preview-mode id the editor's cookie carries: an unpublished page may open.
    const build = mkdtempSync(join(tmpdir(), 'draft-build-'))
    try {
      mkdirSync(join(build, '.next', 'server'), { recursive: true })
      writeFileSync(
        join(build, '.next', 'server', 'preview-props.json'),
        JSON.stringify({ previewModeId: 'draft-id' }),
      )
      vi.spyOn(process, 'cwd').mockReturnValue(build)
      const cookie = `${DRAFT_MODE_COOKIE}=draft-id`
      expect(await notFoundAnswer('/noch-nicht-veroeffentlicht/', { cookie })).toBeNull()
      expect(await notFoundAnswer(`/${NOT_FOUND_SEGMENT}/`, { cookie })).not.toBeNull()
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
  })

  it('finds a page published through this instance at once', async () => {
    await installIndex()
    expect(await notFoundAnswer('/neu-veroeffentlicht/')).not.toBeNull()
    entries = [...entries, ['de', '/neu-veroeffentlicht/']]
    version += 1
    invalidatePublicPaths()
    expect(await notFoundAnswer('/neu-veroeffentlicht/')).toBeNull()
  })

  it('sends a page removed through this instance to the 404 screen at once, not to its notFound()', async () => {
    await installIndex()
    expect(await notFoundAnswer('/kontakt/')).toBeNull()
    entries = entries.filter(([, path]) => path !== '/kontakt/')
    version += 1
    invalidatePublicPaths()
    expect(await notFoundAnswer('/kontakt/')).toMatchObject({ status: 404, path: '/kontakt/' })
  })

  it('is told of changes that may move an address, not of a booking’s seats', async () => {
    const keeper = await installIndex()
    const req = {} as PayloadRequest
    revalidateTags([CACHE_TAGS.catalogue], req, { disableRevalidate: true }, 'bookings')
    revalidateTags([CACHE_TAGS.catalogue], req, { disableRevalidate: true }, 'seminar-dates')
    expect(keeper.isConfirmed()).toBe(true)
    revalidateTags([CACHE_TAGS.catalogue], req, { disableRevalidate: true }, 'seminars')
    expect(keeper.isConfirmed()).toBe(false)
  })
})

describe('the fixed routes the proxy leaves alone', () => {
  it('are exactly the route folders under app/(site)/[locale]', () => {
    const root = 'src/app/(site)/[locale]'
    const routes = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
      .map((entry) => `/${relative(root, entry.parentPath).split(sep).join('/')}/`)
      .map((route) => route.replace('//', '/'))
    const byIndexOrProxy = ['/[[...slug]]/', `/${NOT_FOUND_SEGMENT}/`]
    const byPrefix = [WHITEPAPER_DOWNLOAD_PREFIX, CONFIRMATION_ROUTE_PREFIX]
    const fixed = routes.filter(
      (route) =>
        !byIndexOrProxy.includes(route) && !byPrefix.some((prefix) => route.startsWith(prefix)),
    )
    expect(routes).toContain(`${WHITEPAPER_DOWNLOAD_PREFIX}[whitepaperId]/`)
    expect(routes).toContain(`${CONFIRMATION_ROUTE_PREFIX}[token]/`)
    expect(new Set(fixed)).toEqual(FIXED_ROUTE_PATHS)
  })
})
