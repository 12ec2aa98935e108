import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'

const json = { headers: { Accept: 'application/json' } }

// One row of the same texts per language: the specs run the same steps in German and English.
const FINDER = {
  de: {
    path: '/seminare/seminarfinder/',
    content: '/content/seminare/seminarfinder/',
    // The en texts below mirror these by design: one text table per locale.
    term: 'Suchbegriff oder Seminarcode',
    topicTab: 'Thema',
    topic: 'Seminarthema',
    submit: 'Seminare finden',
    found: /^\d+ Termine? gefunden$/,
    book: /^Jetzt buchen/,
    suggestions: 'Vorschläge',
  },
  en: {
    path: '/en/seminars/find-your-seminar/',
    content: '/content/en/seminars/find-your-seminar/',
    term: 'Search term or seminar code',
    topicTab: 'Topic',
    topic: 'Seminar topic',
    submit: 'Find seminars',
    found: /^\d+ dates? found$/,
    book: /^Book now/,
    suggestions: 'Suggestions',
  },
} as const

/** Presses Tab until the locator has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
  }
  throw new Error('could not reach the element with the Tab key')
}

/** The catalogue lists of the finder page (content JSON), to avoid depending on seeded titles. */
async function catalogue(request: APIRequestContext, path: string) {
  const page = await (await request.get(path, json)).json()
  return page as {
    seminarcodes: { seminarcode: string }[]
    seminarthemen: { id: number; title: string }[]
  }
}

/** The index (in the select) of the first topic that has upcoming dates. */
async function topicWithDates(
  request: APIRequestContext,
  locale: 'de' | 'en',
  topics: { id: number }[],
): Promise<number> {
  for (const [index, topic] of topics.entries()) {
    const { dates } = await (
      await request.get(`/api/json-api/seminarfinder/?language=${locale}&seminarthema=${topic.id}`)
    ).json()
    if (dates.length > 0) return index
  }
  throw new Error('no topic has dates')
}

for (const locale of ['de', 'en'] as const) {
  const t = FINDER[locale]

  test.describe(`seminar finder (${locale}) with the keyboard alone`, () => {
    test('a term: arrow through the options into the field, Enter searches', async ({
      page,
      request,
    }) => {
      const { seminarthemen } = await catalogue(request, t.content)
      await page.goto(t.path)
      const field = page.getByRole('combobox', { name: t.term })
      await tabTo(page, field)
      const term = seminarthemen[0].title.slice(0, 4)
      // On a slow machine the first three letters get suggestions of their own, which the full
      // term's answer then replaces: the arrow key waits for that last answer.
      const lastAnswer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          (response.request().postData() ?? '').includes(`"q":${JSON.stringify(term.trim())}`),
      )
      await page.keyboard.type(term)
      await (await lastAnswer).finished()
      const listbox = page.getByRole('listbox', { name: t.term })
      await expect(listbox).toBeVisible()
      await expect(field).toHaveAttribute('aria-expanded', 'true')

      // Popular searches show at once; the suggestions for the typed text come a
      // moment later and replace the list, so the arrow key waits for them.
      await expect(listbox.getByRole('group', { name: t.suggestions })).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
      const activeId = await field.getAttribute('aria-activedescendant')
      const option = page.locator(`[id="${activeId}"]`)
      await expect(option).toHaveAttribute('aria-selected', 'true')
      await expect(field).toHaveValue((await option.locator('span').first().textContent()) ?? '')

      await page.keyboard.press('Enter')
      // A code goes to the results as a code, any other term as a keyword: never the site search.
      await expect(page).toHaveURL(new RegExp(`${t.path}\\?(q|code)=`))
    })

    test('a seminar code in any case goes to the result page with its dates', async ({
      page,
      request,
    }) => {
      const { seminarcodes } = await catalogue(request, t.content)
      const code = seminarcodes[0].seminarcode
      await page.goto(t.path)
      await tabTo(page, page.getByRole('combobox', { name: t.term }))
      await page.keyboard.type(` ${code.toLowerCase()} `)
      await page.keyboard.press('Escape')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${t.path}?code=${encodeURIComponent(code)}`)
      await expect(page.getByRole('status').filter({ hasText: t.found })).toBeVisible()
    })

    test('a topic: the result page lists its dates', async ({ page, request }) => {
      const { seminarthemen } = await catalogue(request, t.content)
      const index = await topicWithDates(request, locale, seminarthemen)
      await page.goto(t.path)
      await tabTo(page, page.getByRole('tab', { selected: true }))
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: t.topicTab })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      const select = page.getByRole('tabpanel').getByRole('combobox', { name: t.topic })
      await tabTo(page, select, 5)
      for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown')
      await expect(select).toHaveValue(String(seminarthemen[index].id))
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: t.submit })).toBeFocused()
      await page.keyboard.press('Enter')

      await expect(page).toHaveURL(`${t.path}?seminarthema=${seminarthemen[index].id}`)
      await expect(page.getByRole('status').filter({ hasText: t.found })).toBeVisible()
      const book = page.getByRole('link', { name: t.book })
      await expect(book.first()).toBeVisible()
      expect(await book.count()).toBeLessThanOrEqual(20)
      await expect(book.first()).toHaveAttribute('href', /#seminar-detail-section-termine$/)
    })
  })
}

test.describe('GET /api/json-api/seminarfinder/', () => {
  test('answers the dates as cacheable JSON and rejects a bad month', async ({ request }) => {
    const ok = await request.get('/api/json-api/seminarfinder/?language=de&unknown=1')
    expect(ok.status()).toBe(200)
    expect(ok.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30')
    expect(Array.isArray((await ok.json()).dates)).toBe(true)

    const bad = await request.get('/api/json-api/seminarfinder/?zeit=2026-13')
    expect(bad.status()).toBe(400)
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual(['zeit'])
  })
})
