import { describe, expect, it } from 'vitest'

import { csvField } from '@/lib/csv'
import { createMutex } from '@/lib/mutex'
import { clientAddress, createRateLimiter } from '@/lib/rate-limit'

const withForwarded = (value: string) =>
  new Request('http://localhost/', { headers: { 'x-forwarded-for': value } })

describe('rate limit', () => {
  it('allows the limit within the window, then answers how long to wait; the window slides', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    expect([0, 1_000, 2_000].map((t) => limiter.hit('a', t).ok)).toEqual([true, true, true])
    expect(limiter.hit('a', 30_000)).toEqual({ ok: false, retryAfterSeconds: 30 })
    expect(limiter.hit('b', 30_000).ok).toBe(true)
    expect(limiter.hit('a', 60_001).ok).toBe(true)
  })

  it('takes the address the outermost trusted proxy saw, never one the client put in front of it', () => {
    // No proxy: the server dropped what the client sent, so Next's socket address is the only
    // entry.
    expect(clientAddress(withForwarded('10.0.0.2'), 0)).toBe('10.0.0.2')
    // One nginx appends the address it saw; whatever came before is the client's claim.
    expect(clientAddress(withForwarded('203.0.113.9, 198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddress(withForwarded('198.51.100.7'), 1)).toBe('198.51.100.7')
    // A load balancer in front of nginx: the balancer's entry is the visitor.
    expect(clientAddress(withForwarded('203.0.113.9, 198.51.100.7, 10.0.0.5'), 2)).toBe(
      '198.51.100.7',
    )
    expect(clientAddress(withForwarded('198.51.100.7'), 2)).toBe('198.51.100.7')
    expect(clientAddress(new Request('http://localhost/'), 0)).toBe('unknown')
  })
})

describe('mutex', () => {
  it('runs tasks one at a time in call order, and a failing task does not block the next', async () => {
    const mutex = createMutex()
    const log: string[] = []
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} start`)
        await new Promise((resolve) => setTimeout(resolve, ms))
        log.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      mutex.run(task('a', 20)),
      mutex.run(task('b', 5, true)),
      mutex.run(task('c', 1)),
    ])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(mutex.pending).toBe(0)
  })

  it('acquire holds the lock until released; a caller that waited too long gets null and blocks no one', async () => {
    const mutex = createMutex()
    const release = await mutex.acquire(50)
    expect(release).toBeTypeOf('function')
    // Held: a short wait gives up, and the lock is still held afterwards.
    expect(await mutex.acquire(20)).toBeNull()
    const log: string[] = []
    const queued = mutex.run(async () => {
      log.push('queued task')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(log).toEqual([])
    release!()
    await queued
    expect(log).toEqual(['queued task'])
    // The abandoned turn passed on its own: the lock is free again.
    const again = await mutex.acquire(50)
    expect(again).toBeTypeOf('function')
    again!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mutex.pending).toBe(0)
  })
})

describe('CSV fields', () => {
  it('quote separators, quotes and line breaks, and defuse formulas', () => {
    expect(csvField('Müller; Söhne "Nord"')).toBe('"Müller; Söhne ""Nord"""')
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('1490,00')).toBe('1490,00')
    // A program that splits on commas or tabs keeps a quoted field whole: no formula cell.
    expect(csvField('x,=2+3')).toBe('"x,=2+3"')
    expect(csvField('Bonn, -Zentrum')).toBe('"Bonn, -Zentrum"')
    expect(csvField('a\t@SUM(1)')).toBe('"a\t@SUM(1)"')
    expect(csvField(null)).toBe('')
  })
})
