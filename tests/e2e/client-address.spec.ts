import { expect, test } from './fixtures'

/**
 * docs/decisions/0017: with no trusted proxy in front (the e2e server sets no TRUST_PROXY), the
 * rate limits count the address the connection comes from, whatever address headers a visitor
 * sends.
 */
test('the rate limits count the connection’s address, not one the visitor claims in a header', async ({
  request,
}) => {
  const own = await (await request.get('/api/test/client-address/')).json()
  expect(own.address).toMatch(/^(::1|127\.0\.0\.1|::ffff:127\.0\.0\.1)$/)

  const claims: Record<string, string>[] = [
    { 'X-Forwarded-For': '203.0.113.9' },
    { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' },
    { 'X-Real-IP': '203.0.113.9' },
  ]
  for (const headers of claims) {
    const claimed = await request.get('/api/test/client-address/', { headers })
    expect(claimed.status()).toBe(200)
    expect((await claimed.json()).address, JSON.stringify(headers)).toBe(own.address)
  }
})
