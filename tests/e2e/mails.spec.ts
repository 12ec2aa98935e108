import { execFileSync } from 'node:child_process'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { AXE_TAGS } from './fixtures'

type Mail = { subject: string; html: string; text: string }

/**
 * Every mail to a visitor, opened as Chromium opens an HTML page: axe finds nothing, on a desktop
 * and on a 375 px phone, and nothing is wider than the phone's screen. The mails come from their
 * templates with fictional data (tests/helpers/mail-samples.ts, rendered through tsx, which
 * reads their TSX and JSON imports); no server is needed.
 */
const mails = JSON.parse(
  execFileSync('npx', ['tsx', 'tests/helpers/mail-samples-json.ts'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  }),
) as Record<string, Mail>

for (const [name, mail] of Object.entries(mails)) {
  test(`the ${name} mail passes axe on a desktop and a phone`, async ({ page }) => {
    // The logo is an absolute URL on SITE_URL; here it comes from public/ directly.
    await page.route('**/logo.png', (route) => route.fulfill({ path: 'public/logo.png' }))
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.setContent(mail.html, { waitUntil: 'load' })
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('img', { name: /logo/i })).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        `${name} at ${width} px`,
      ).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(overflow, `${name} at ${width} px is no wider than the window`).toBeLessThanOrEqual(
        width,
      )
    }
  })
}
