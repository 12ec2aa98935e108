import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { guardForwardedFor } from '@/lib/forwarded-for'

/** An HTTP server that answers with the address headers it received, as Next would see them. */
async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] ?? null, realIp: request.headers['x-real-ip'] ?? null, other: request.headers['x-other'] ?? null }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

describe('address headers a visitor sends', () => {
  const servers: Array<{ close: () => Promise<void> }> = []
  const undo: Array<() => void> = []
  afterAll(async () => {
    undo.forEach((step) => step())
    await Promise.all(servers.map((server) => server.close()))
  })

  it('reach the app behind a trusted proxy, and are dropped before the app sees them without one', async () => {
    const claimed = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', 'x-other': 'kept' }
    const server = await echoServer()
    servers.push(server)

    undo.push(guardForwardedFor(1))
    expect(await (await fetch(server.url, { headers: claimed })).json()).toEqual({ forwardedFor: '203.0.113.9', realIp: '203.0.113.9', other: 'kept' })

    undo.push(guardForwardedFor(0))
    // Installed once per process: a second call changes nothing.
    undo.push(guardForwardedFor(0))
    expect(await (await fetch(server.url, { headers: claimed })).json()).toEqual({ forwardedFor: null, realIp: null, other: 'kept' })
  })
})
