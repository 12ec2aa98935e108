import { describe, expect, it } from 'vitest'

import { createSlots } from '@/lib/postgres-transactions'

describe('transaction slots', () => {
  it('lets as many holders in as there are slots, the next one when a slot is given back', async () => {
    const slots = createSlots(2)
    const first = await slots.acquire(1_000)
    await slots.acquire(1_000)
    let third: (() => void) | null = null
    const waiting = slots.acquire(1_000).then((release) => (third = release))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(third).toBeNull()
    first!()
    first!()
    await waiting
    expect(third).toBeTypeOf('function')
    expect(slots.taken).toBe(2)
  })

  it('answers null to a holder that waited too long, and the slot stays with the next', async () => {
    const slots = createSlots(1)
    const only = await slots.acquire(1_000)
    expect(await slots.acquire(10)).toBeNull()
    only!()
    expect(slots.taken).toBe(0)
    expect(await slots.acquire(10)).toBeTypeOf('function')
  })
})
