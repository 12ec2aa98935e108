import { expect, test } from './fixtures'
import { staffHeaders } from './helpers'
import { cookie, expectNoNotice, NOTICE_TEXTS as T, openTracked, wheelTo } from './notices'

/**
 * The days between two showings of the same notice come from the site settings (shared state: it
 * changes a setting every page reads, so it runs with the other such specs).
 */
test.use({ visitorNotices: true })
// Many page loads, each audited by axe, and real waits: more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 150_000 })

const DAY = 86_400

/** The userActivity cookie as a notice shown `daysAgo` days before `now` (seconds) writes it. */
const shownAgo = (now: number, daysAgo: number) => `magazin-${now - Math.round(daysAgo * DAY)}`

for (const days of [1, 3]) {
  test(`with ${days} day(s) in the site settings, a notice shows at most once in ${days} day(s)`, async ({
    page,
    request,
  }) => {
    const headers = await staffHeaders(request)
    const set = (value: unknown) =>
      request.post('/api/globals/site-settings/', { headers, data: { noticeIntervalDays: value } })
    expect((await set(days)).status()).toBe(200)
    try {
      await openTracked(page, '/bausteine/')
      await wheelTo(page, 0.5)
      await expect(page.getByRole('dialog', { name: T.magazine })).toBeVisible()
      const shown = (await cookie(page, 'userActivity'))!
      const now = await page.evaluate(() => Math.floor(Date.now() / 1000))
      // The cookie lives as long as the interval.
      expect(shown.expires - now).toBeGreaterThan(days * DAY - 60)
      expect(shown.expires - now).toBeLessThanOrEqual(days * DAY + 1)

      // Shown a little less than the interval ago: not yet again.
      const recently = shownAgo(now, days - 0.05)
      await page
        .context()
        .addCookies([{ name: 'userActivity', value: recently, url: new URL('/', page.url()).href }])
      await openTracked(page, '/bausteine/')
      await wheelTo(page, 0.6)
      await expectNoNotice(page, recently)

      // Shown a little more than the interval ago: again.
      const earlier = shownAgo(now, days + 0.05)
      await page
        .context()
        .addCookies([{ name: 'userActivity', value: earlier, url: new URL('/', page.url()).href }])
      await openTracked(page, '/bausteine/')
      await wheelTo(page, 0.6)
      await expect(page.getByRole('dialog', { name: T.magazine })).toBeVisible()
    } finally {
      expect((await set(1)).status()).toBe(200)
    }
  })
}

test('the site settings take whole days from 1 to 365 only', async ({ request }) => {
  const headers = await staffHeaders(request)
  for (const invalid of [0, -1, 2.5, 366, 'drei']) {
    const response = await request.post('/api/globals/site-settings/', {
      headers,
      data: { noticeIntervalDays: invalid },
    })
    expect(response.status(), String(invalid)).toBe(400)
  }
})
