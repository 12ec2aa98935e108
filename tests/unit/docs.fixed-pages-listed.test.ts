import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FIXED_LINK_URLS } from '@/collections/Pages/fixedLinks'

describe('docs/DEPLOY.md', () => {
  it('lists exactly the page addresses the code links to, so a site without the demo content knows what to create', () => {
    const deploy = readFileSync('docs/DEPLOY.md', 'utf8')
    const start = deploy.indexOf('## Pages the site links to by address')
    const end = deploy.indexOf('\n## ', start + 1)
    const section = deploy.slice(start, end === -1 ? undefined : end)
    const listed = [...section.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1])
    expect(new Set(listed)).toEqual(new Set(FIXED_LINK_URLS))
  })
})
