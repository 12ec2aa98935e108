import { kb, measurePageTypes, PAGE_TYPES, readBudget } from '../../bench/lib/js-weight.mjs'
import { expect, test } from './fixtures'

/**
 * The first-load JavaScript budget of issue 9 (bench/js-budget.json): each page type, loaded in a
 * fresh browser context by a visitor who has not chosen cookies yet, fetches no more script
 * (gzip) than its budget. Same measuring code as `node bench/first-load-js.mjs`; its own
 * contexts, so the pages are measured as the bench measures them (every page type is audited by
 * axe in the spec of its feature).
 */
test('every page type stays within its first-load JavaScript budget', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const budget = readBudget() as Record<string, { budget: number | null }>
  const typed = PAGE_TYPES.filter((type) => budget[type.key]?.budget != null)
  expect(typed.length, 'page types with a budget').toBeGreaterThanOrEqual(9)

  const results = await measurePageTypes(browser, baseURL!, typed)
  const report = results.map((r) => `${r.key} ${r.path}: ${kb(r.total)} (budget ${budget[r.key].budget} KB)`).join('\n')
  test.info().annotations.push({ type: 'first-load JS', description: report })
  for (const result of results) {
    expect.soft(result.total / 1024, `${result.key} ${result.path}: ${kb(result.total)}\n${report}`).toBeLessThanOrEqual(budget[result.key].budget!)
  }
})
