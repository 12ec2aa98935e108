import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { repairPercentEscapes } from '@/lib/percent-escapes'
import { installRequestEdge } from '@/lib/request-edge'

/**
 * An HTTP server that answers with the path and address headers it received, as Next would see
 * them.
 */
async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        url: request.url,
        forwardedFor: request.headers['x-forwarded-for'] ?? null,
        realIp: request.headers['x-real-ip'] ?? null,
        other: request.headers['x-other'] ?? null,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const claimed = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', 'x-other': 'kept' }

describe('the request edge (what the server does before Next sees a request)', () => {
  const cleanup: Array<() => unknown> = []
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!()
  })

  async function serverWithEdge(trustedProxies: number) {
    const server = await echoServer()
    cleanup.push(server.close, installRequestEdge(trustedProxies))
    return server
  }

  it('drops the address headers a visitor sends when no proxy is trusted', async () => {
    const server = await serverWithEdge(0)
    expect(await (await fetch(`${server.url}/kontakt/`, { headers: claimed })).json()).toEqual({
      url: '/kontakt/',
      forwardedFor: null,
      realIp: null,
      other: 'kept',
    })
  })

  it('passes them on behind a trusted proxy, which appends the address it saw', async () => {
    const server = await serverWithEdge(1)
    expect(
      await (await fetch(`${server.url}/kontakt/`, { headers: claimed })).json(),
    ).toMatchObject({ forwardedFor: '203.0.113.9', realIp: '203.0.113.9' })
  })

  it('is installed once: a second call changes nothing', async () => {
    const server = await serverWithEdge(0)
    cleanup.push(installRequestEdge(1))
    expect(await (await fetch(`${server.url}/`, { headers: claimed })).json()).toMatchObject({
      forwardedFor: null,
    })
  })

  it('takes a path segment that does not decode literally; good paths and queries stay as they are', async () => {
    const server = await serverWithEdge(0)
    const seen = async (path: string) => (await (await fetch(`${server.url}${path}`)).json()).url
    expect(await seen('/content/%ff/')).toBe('/content/%25ff/')
    expect(await seen('/seminare/%E0%A4%A/?q=%ff')).toBe('/seminare/%25E0%25A4%25A/?q=%ff')
    expect(await seen('/seminare/f%C3%BChrung/?q=a%20b')).toBe('/seminare/f%C3%BChrung/?q=a%20b')
  })
})

describe('repairPercentEscapes', () => {
  it('changes only the segments that do not decode', () => {
    expect(repairPercentEscapes('/%zz/ok%20/x')).toBe('/%25zz/ok%20/x')
    expect(repairPercentEscapes('/en/%ff#part')).toBe('/en/%25ff#part')
    expect(repairPercentEscapes('/plain/path/')).toBe('/plain/path/')
    // Decoding the repaired path gives back exactly what the visitor asked for.
    expect(decodeURIComponent(repairPercentEscapes('/a%41%ff/'))).toBe('/a%41%ff/')
  })
})
