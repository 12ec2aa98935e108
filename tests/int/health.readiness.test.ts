import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, HEALTH_TIMEOUT_MS } from '@/app/api/health/route'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

async function check() {
  const started = Date.now()
  const response = await GET()
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
    ms: Date.now() - started,
  }
}

describe('GET /api/health/ (readiness for a load balancer)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('answers 200, never cached, when the database answers', async () => {
    const { status, cache, body } = await check()
    expect(status).toBe(200)
    expect(cache).toBe('no-store')
    expect(body).toMatchObject({ status: 'ok', database: 'ok' })
  })

  // Last in the file: it takes the database away from this file's Payload.
  it('answers 503 within the time limit when the database is gone', async () => {
    await payload.db.destroy?.()
    const { status, cache, body, ms } = await check()
    expect(status).toBe(503)
    expect(cache).toBe('no-store')
    expect(body).toEqual({ status: 'error', database: 'unreachable' })
    expect(ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1_000)
  })
})
