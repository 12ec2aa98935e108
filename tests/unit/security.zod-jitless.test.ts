import '@/features/security/zod-jitless'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { globalConfig } from 'zod/v4/core'

describe('zod without eval', () => {
  it('zod adopts the jitless flag set before it loads, and still parses and rejects alike', () => {
    expect(globalConfig.jitless).toBe(true)
    const schema = z.strictObject({ name: z.string().min(2), seats: z.number().int() })
    expect(schema.parse({ name: 'Anna', seats: 2 })).toEqual({ name: 'Anna', seats: 2 })
    expect(schema.safeParse({ name: 'A', seats: 2, extra: true }).success).toBe(false)
  })
})
