import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  DRAFT_MODE_COOKIE,
  isDraftModeCookie,
  isDraftModeRequest,
  previewModeId,
} from '@/features/preview/draft-request'
import { pageHeaders, pageHeadersForRequest, siteCsp } from '@/features/security/headers'
import proxy from '@/proxy'

import { PRODUCTION_SECURITY, headerValue } from './fixtures/security-config'

const CONFIG = PRODUCTION_SECURITY

const ID = 'a3f1c0ffee5e5e5e5e5e5e5e5e5e5e5e'
const header = headerValue
const frameAncestors = (csp: string | null | undefined) =>
  /frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1]
const cookies = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name] } : undefined),
})

/**
 * A project folder with a build's preview-props.json, as `next build` (or `next dev`, under
 * .next/dev) leaves it.
 */
function buildFolder(distDir = '.next', id = ID): string {
  const root = mkdtempSync(path.join(tmpdir(), 'preview-props-'))
  mkdirSync(path.join(root, distDir, 'server'), { recursive: true })
  writeFileSync(
    path.join(root, distDir, 'server', 'preview-props.json'),
    JSON.stringify({
      previewModeId: id,
      previewModeSigningKey: 'x',
      previewModeEncryptionKey: 'y',
    }),
  )
  return root
}

describe('frame-ancestors of site pages', () => {
  it('lets nobody frame a page, and the site itself only a draft-mode answer; nothing else changes', () => {
    const cached = siteCsp(CONFIG)
    const draft = siteCsp(CONFIG, undefined, true)
    expect(frameAncestors(cached)).toBe("'none'")
    expect(frameAncestors(draft)).toBe("'self'")
    expect(draft.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(cached)
  })

  it("sends SAMEORIGIN in place of next.config's DENY only with the draft-mode policy", () => {
    expect(header(pageHeaders(CONFIG), 'x-frame-options')).toBeUndefined()
    const draft = pageHeaders(CONFIG, { framedBySite: true })
    expect(header(draft, 'x-frame-options')).toBe('SAMEORIGIN')
    expect(frameAncestors(header(draft, 'content-security-policy'))).toBe("'self'")
    expect(header(draft, 'strict-transport-security')).toBeDefined()
  })

  it('gives the proxy the policy for the kind of request', () => {
    expect(frameAncestors(header(pageHeadersForRequest(), 'content-security-policy'))).toBe(
      "'none'",
    )
    expect(
      frameAncestors(
        header(pageHeadersForRequest({ framedBySite: true }), 'content-security-policy'),
      ),
    ).toBe("'self'")
  })
})

describe('draft mode, checked as Next checks it', () => {
  it("counts the bypass cookie only when it holds this build's id and comes without Preview Mode data", () => {
    expect(isDraftModeCookie(cookies({ [DRAFT_MODE_COOKIE]: ID }), ID)).toBe(true)
    expect(isDraftModeCookie(cookies({ [DRAFT_MODE_COOKIE]: 'forged' }), ID)).toBe(false)
    expect(isDraftModeCookie(cookies({ [DRAFT_MODE_COOKIE]: '' }), ID)).toBe(false)
    expect(isDraftModeCookie(cookies({}), ID)).toBe(false)
    expect(
      isDraftModeCookie(cookies({ [DRAFT_MODE_COOKIE]: ID, __next_preview_data: 'jwt' }), ID),
    ).toBe(false)
    // No build, no id: nothing is draft mode, whatever the cookie says.
    expect(isDraftModeCookie(cookies({ [DRAFT_MODE_COOKIE]: '' }), null)).toBe(false)
    expect(isDraftModeCookie(cookies({ [DRAFT_MODE_COOKIE]: 'x' }), null)).toBe(false)
  })

  it("reads the build's preview-mode id where next start reads it, and none without a build", () => {
    const root = buildFolder()
    const dev = buildFolder('.next/dev', 'devid')
    try {
      expect(previewModeId(root, '.next')).toBe(ID)
      expect(previewModeId(dev, '.next/dev')).toBe('devid')
      expect(previewModeId(root, '.next-other')).toBeNull()
      writeFileSync(path.join(dev, '.next/dev/server/preview-props.json'), '{')
      expect(previewModeId(dev, '.next/dev'), 'read once per process').toBe('devid')
      const broken = buildFolder('.next', '')
      expect(previewModeId(broken, '.next')).toBeNull()
      rmSync(broken, { recursive: true, force: true })
    } finally {
      rmSync(root, { recursive: true, force: true })
      rmSync(dev, { recursive: true, force: true })
    }
  })
})

describe('the proxy and draft mode', () => {
  let root: string
  beforeAll(() => {
    root = buildFolder()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
  })

  const request = (cookie?: string) =>
    new NextRequest(
      new URL('/kontakt/', 'http://localhost:3000'),
      cookie ? { headers: { cookie } } : {},
    )

  it("lets the site frame an editor's draft-mode page (the admin's live preview)", async () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root)
    expect(isDraftModeRequest(request(`${DRAFT_MODE_COOKIE}=${ID}`))).toBe(true)
    const response = await proxy(request(`${DRAFT_MODE_COOKIE}=${ID}`))
    expect(frameAncestors(response.headers.get('content-security-policy'))).toBe("'self'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it("keeps frame-ancestors 'none' for visitors and for a forged or outdated cookie, which get the cached page", async () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root)
    for (const cookie of [
      undefined,
      `${DRAFT_MODE_COOKIE}=forged`,
      `${DRAFT_MODE_COOKIE}=${ID}; __next_preview_data=jwt`,
    ]) {
      const response = await proxy(request(cookie))
      expect(frameAncestors(response.headers.get('content-security-policy')), cookie).toBe("'none'")
      // next.config's DENY stays in force (the proxy does not touch it).
      expect(response.headers.get('x-frame-options'), cookie).toBeNull()
    }
  })

  it('frames nothing where there is no build to take the id from', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'))
    vi.spyOn(process, 'cwd').mockReturnValue(empty)
    try {
      expect(
        frameAncestors(
          (await proxy(request(`${DRAFT_MODE_COOKIE}=${ID}`))).headers.get(
            'content-security-policy',
          ),
        ),
      ).toBe("'none'")
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
