import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'

describe('Payload’s colour-scheme client hints', () => {
  it('are asked for on /admin only: site pages load once and stay one cache entry', async () => {
    const rules = (await nextConfig.headers?.()) ?? []
    const withHint = rules.filter((rule) =>
      rule.headers.some((header) => ['Accept-CH', 'Critical-CH'].includes(header.key)),
    )
    expect(withHint.map((rule) => rule.source)).toEqual(['/admin/:path*'])
    const vary = rules.filter((rule) => rule.headers.some((header) => header.key === 'Vary'))
    expect(vary.map((rule) => rule.source)).toEqual(['/admin/:path*'])
  })
})
