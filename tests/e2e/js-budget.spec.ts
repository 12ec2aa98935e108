import { kb, measurePageTypes, PAGE_TYPES, readBudget } from '../../bench/lib/js-weight.mjs'
import { expect, test } from './fixtures'

/**
 * The first-load JavaScript budget of issue 9 (bench/js-budget.json): each page type, loaded in a
 * fresh browser context by a visitor who has not chosen cookies yet, fetches no more script
 * (gzip) than its budget. Same measuring code as `node bench/first-load-js.mjs`; its own
 * contexts, so the pages are measured as the bench measures them (every page type is audited by
 * axe in the spec of its feature).
 */
test('every page type stays within its first-load JavaScript budget', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const budget = readBudget() as Record<string, { budget: number | null }>
  const typed = PAGE_TYPES.filter((type) => budget[type.key]?.budget != null)
  expect(typed.length, 'page types with a budget').toBeGreaterThanOrEqual(9)

  const results = await measurePageTypes(browser, baseURL!, typed)
  const report = results
    .map((r) => `${r.key} ${r.path}: ${kb(r.total)} (budget ${budget[r.key].budget} KB)`)
    .join('\n')
  test.info().annotations.push({ type: 'first-load JS', description: report })
  for (const result of results) {
    expect
      .soft(result.total / 1024, `${result.key} ${result.path}: ${kb(result.total)}\n${report}`)
      .toBeLessThanOrEqual(budget[result.key].budget!)
  }
})

/**
 * Intl's locale data loads on first use, which cost a page about 13 ms of its main thread while it
 * hydrated (4 times that on Lighthouse's simulated phone): the contact form built its country names
 * with Intl.DisplayNames, the seminar finder its month names. The pages Lighthouse measures take
 * those names from the server and build no Intl object on their first load. The forms' consent
 * sentence with its links was rendered by next-intl's t.rich, whose intl-messageformat resolves
 * the locale through Intl (27 ms on the contact page); it is now split by src/i18n/tagged-text.tsx.
 */
test('the pages Lighthouse measures hydrate without building an Intl formatter or asking for Intl locales', async ({
  browser,
}) => {
  for (const path of [
    '/',
    '/en/',
    '/seminare/neu-in-der-fuehrungsrolle/',
    '/warenkorb/',
    '/kontakt/',
    '/en/contact-us/',
  ]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(() => {
      const built: string[] = []
      Object.assign(window, { intlBuilt: built })
      for (const name of [
        'DateTimeFormat',
        'NumberFormat',
        'PluralRules',
        'Collator',
        'RelativeTimeFormat',
        'ListFormat',
        'DisplayNames',
        'Segmenter',
        'Locale',
      ] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object
        ;(Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct(target, args, newTarget) {
            built.push(name)
            return Reflect.construct(target, args, newTarget)
          },
          // intl-messageformat (next-intl's t.rich, or t() with arguments) asks supportedLocalesOf
          // first, which loads the same data.
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver)
            if (property !== 'supportedLocalesOf' || typeof value !== 'function') return value
            return (...args: unknown[]) => {
              built.push(`${name}.supportedLocalesOf`)
              return value.apply(target, args)
            }
          },
        })
      }
    })
    await page.goto(path)
    // The cookie banner is up with the page (its inline script); its buttons work once hydrated.
    await expect(
      page.getByRole('dialog', { name: /^Cookies (und Datenschutz|and privacy)$/ }),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
      path,
    ).toEqual([])
    if (path.includes('kont'))
      await expect(
        page.getByRole('combobox', { name: /^(Land|Country)/ }).locator('option[value="AT"]'),
      ).toHaveText(/Österreich|Austria/)
    await context.close()
  }
})
