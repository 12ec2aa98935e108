import { readFileSync } from 'node:fs'

import { afterEach, describe, expect, it } from 'vitest'

import { readyBanner } from '../../scripts/lib/banner.mjs'
import { env } from '@/lib/env'

const demo = JSON.parse(readFileSync('src/seed/credentials.json', 'utf8')) as {
  admin: { password: string }
  customer: { password: string }
}
const port = 3000
const saved = { SITE_URL: process.env.SITE_URL, DEMO_CONTENT: process.env.DEMO_CONTENT }

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

/** env.demoContent with DEMO_CONTENT set to `value` (unset for undefined). */
function demoContentEnabled(settings: { DEMO_CONTENT?: string }): boolean {
  if (settings.DEMO_CONTENT === undefined) delete process.env.DEMO_CONTENT
  else process.env.DEMO_CONTENT = settings.DEMO_CONTENT
  return env.demoContent
}

describe('DEMO_CONTENT', () => {
  it('is on unless switched off', () => {
    expect(demoContentEnabled({})).toBe(true)
    expect(demoContentEnabled({ DEMO_CONTENT: '' })).toBe(true)
    expect(demoContentEnabled({ DEMO_CONTENT: 'true' })).toBe(true)
    expect(demoContentEnabled({ DEMO_CONTENT: '1' })).toBe(true)
    for (const off of ['false', 'FALSE', '0', 'no', 'off'])
      expect(demoContentEnabled({ DEMO_CONTENT: off })).toBe(false)
  })
})

describe('the start banner', () => {
  it('shows the demo logins right after this start seeded them', () => {
    delete process.env.SITE_URL
    const text = readyBanner({ port, startedAt: Date.now(), seed: { seeded: true } })
    expect(text).toContain('Admin:  http://localhost:3000/admin/')
    expect(text).toContain(demo.admin.password)
    expect(text).toContain(demo.customer.password)
  })

  it('shows only the admin URL on a database it did not seed, on serve, and with DEMO_CONTENT=false', () => {
    process.env.SITE_URL = 'https://www.example.de/'
    for (const seed of [
      { seeded: false },
      null,
      { seeded: false, demoContent: false, staffUsers: 2 },
    ]) {
      const text = readyBanner({ port, startedAt: Date.now(), seed })
      expect(text).toContain('Admin:  https://www.example.de/admin/')
      expect(text).not.toContain(demo.admin.password)
      expect(text).not.toContain(demo.customer.password)
      expect(text).not.toContain('create-admin')
    }
  })

  it('points at create-admin when the database has no staff account yet', () => {
    const text = readyBanner({
      port,
      startedAt: Date.now(),
      seed: { seeded: false, demoContent: false, staffUsers: 0 },
    })
    expect(text).toContain('npm run create-admin -- --email')
    expect(text).not.toContain(demo.admin.password)
  })
})
