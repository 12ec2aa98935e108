import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { localOrigin, nextHost, serverAddress } from '../../scripts/lib/server.mjs'

describe('HOST', () => {
  it('defaults to every interface on port 3000', () => {
    expect(serverAddress({})).toEqual({ port: 3000, host: '0.0.0.0' })
    expect(serverAddress({ PORT: '3410', HOST: '127.0.0.1' })).toEqual({
      port: 3410,
      host: '127.0.0.1',
    })
  })

  // With -H 127.0.0.1 Next 16 proxies the locale rewrites back to itself: `/` → `/de/` → `/` for
  // ever.
  it('127.0.0.1 reaches next start as localhost resolved IPv4 first; other hosts as they are', () => {
    expect(nextHost('127.0.0.1')).toEqual({
      hostname: 'localhost',
      nodeOptions: '--dns-result-order=ipv4first',
    })
    expect(nextHost('127.0.0.1', '--max-old-space-size=2048')).toEqual({
      hostname: 'localhost',
      nodeOptions: '--max-old-space-size=2048 --dns-result-order=ipv4first',
    })
    expect(nextHost('0.0.0.0', undefined)).toEqual({ hostname: '0.0.0.0', nodeOptions: '' })
    expect(nextHost('localhost', '')).toEqual({ hostname: 'localhost', nodeOptions: '' })
  })

  it('localhost resolved IPv4 first listens on 127.0.0.1 (what nginx’s upstream names)', () => {
    const script =
      "const s = require('node:net').createServer().listen(0, 'localhost', () => { process.stdout.write(s.address().address); s.close() })"
    const address = execFileSync(process.execPath, ['-e', script], {
      env: { ...process.env, NODE_OPTIONS: nextHost('127.0.0.1').nodeOptions } as NodeJS.ProcessEnv,
      encoding: 'utf8',
    })
    expect(address).toBe('127.0.0.1')
  })

  it('is probed at localhost when the server listens everywhere', () => {
    expect(localOrigin(3000, '0.0.0.0')).toBe('http://localhost:3000')
    expect(localOrigin(3000, '127.0.0.1')).toBe('http://127.0.0.1:3000')
    expect(localOrigin(3000, '::1')).toBe('http://[::1]:3000')
  })
})
