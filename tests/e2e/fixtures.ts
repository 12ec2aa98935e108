import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Axe rules we hold every page to: WCAG 2.2 A and AA plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Runs axe on the page as it is now and fails on any violation. Payload's admin is not ours to audit. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const url = new URL(page.url())
  if (url.pathname.startsWith('/admin') || url.protocol === 'about:') return
  const isHtml = await page.evaluate(() => document.contentType === 'text/html').catch(() => false)
  if (!isHtml) return
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
  expect(violations, `axe violations on ${url.pathname}`).toEqual([])
}

/**
 * `page` whose every goto() is followed by an axe check, and whose final page is checked when
 * the test ends, so that every page an end-to-end test visits is audited.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await expectNoAxeViolations(page)
      return response
    }
    await use(page)
    if (!page.isClosed()) await expectNoAxeViolations(page)
  },
})

export { expect }
