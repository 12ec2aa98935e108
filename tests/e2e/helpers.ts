import { readFileSync } from 'node:fs'

import { type APIRequestContext, expect, type Page } from '@playwright/test'

type Credentials = {
  admin: { email: string; password: string }
  customer: { email: string; password: string; vorname: string; nachname: string }
  secondCustomer: { email: string; password: string; vorname: string; nachname: string }
}

/** The demo logins the seed creates (src/seed/credentials.json). */
export const demo = JSON.parse(readFileSync('src/seed/credentials.json', 'utf8')) as Credentials

/** Logs a staff member in through Payload's REST API; returns the header for later calls. */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login/', { data: demo.admin })
  expect(response.status()).toBe(200)
  // The body leaves the token out (removeTokenFromResponses); the session cookie carries it.
  const cookie = response
    .headersArray()
    .find(
      (header) =>
        header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('payload-token='),
    )
  const token = /^payload-token=([^;]+)/.exec(cookie?.value ?? '')?.[1]
  expect(token, 'the staff login sets the session cookie').toBeTruthy()
  return { Authorization: `JWT ${token}` }
}

/**
 * Records every layout shift of the pages `page` loads from now on; read the total with
 * layoutShiftTotal.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The layout shifts of the current page so far, summed, after two frames (so that a shift just
 * caused has been reported).
 */
export async function layoutShiftTotal(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  )
  return shifts.reduce((sum, value) => sum + value, 0)
}

/** The texts of a topic page's book links and buttons in one language. */
type BookingTexts = {
  topic: string
  cardBook: string | RegExp
  book: string | RegExp
  toCart: string | RegExp
}

/**
 * From a topic page: a card's book link → the seminar's dates → books the first date that has a
 * book button → follows the link to the cart. Returns the seminar's title.
 */
export async function bookFirstDateFromTopic(page: Page, t: BookingTexts): Promise<string> {
  await page.goto(t.topic)
  await page.getByTestId('seminar-cards').getByRole('link', { name: t.cardBook }).first().click()
  await expect(page).toHaveURL(/#seminar-detail-section-termine$/)
  const seminarTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  const bookable = page
    .locator('#seminar-detail-section-termine')
    .getByTestId('seminar-date')
    .filter({ has: page.getByRole('button', { name: t.book }) })
  // A date with seats to spare where there is one: the cart's '+' must have room to add a person
  // (which dates are nearly full depends on the day the demo was seeded).
  // In person where there is one: the tests read the venue's address after booking.
  const roomy = bookable
    .and(page.locator('[data-format="in_person"]'))
    .filter({ has: page.locator('[data-seats="free"]') })
  const row = (await roomy.count()) > 0 ? roomy.first() : bookable.first()
  await row.getByRole('button', { name: t.book }).click()
  await row.getByRole('link', { name: t.toCart }).click()
  return seminarTitle
}

/** Scrolls down the whole page, so that lazy images and frames load, then waits for the network. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForLoadState('networkidle')
}

/**
 * Waits until the server answers unknown paths with the server-rendered 404 screen: the proxy's
 * index of public paths is built in the background after a start (docs/decisions/0022).
 */
export async function untilPublicPathsIndexed(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get('/e2e-index-bereit/')).text(), { timeout: 30_000 })
    .toContain('data-testid="not-found-path"')
}
