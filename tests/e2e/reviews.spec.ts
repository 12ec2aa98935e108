import type { APIRequestContext, Page } from '@playwright/test'

import { SEMINARS_LEAD } from '../../src/seed/content/catalogue/seminarsLead'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { demo, staffHeaders } from './helpers'

/** The demo customer's completed seminar the seed leaves unreviewed (src/seed/content/reviews). */
const OPEN = SEMINARS_LEAD.find((seminar) => seminar.code === 'KO-101')!
const SEMINAR_PATH = `/seminare/${OPEN.de.slug}/`
const TEXT =
  'E2E: Klare Modelle und viele Übungen mit Video-Feedback, die ich sofort nutzen konnte.'

type StoredReview = { id: number; status: string; text: string; authorName?: string }

async function reviewsWithText(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<StoredReview[]> {
  const response = await request.get(
    `/api/reviews/?depth=0&limit=10&where[text][equals]=${encodeURIComponent(TEXT)}`,
    { headers },
  )
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

/** Removes what an earlier run of this spec wrote, so the date can be reviewed again. */
async function removeOurReviews(request: APIRequestContext, headers: Record<string, string>) {
  for (const review of await reviewsWithText(request, headers))
    expect((await request.delete(`/api/reviews/${review.id}/`, { headers })).status()).toBe(200)
}

async function logIn(page: Page) {
  await page.goto('/kundenportal/seminare/')
  await page.getByLabel('E-Mail').fill(demo.customer.email)
  await page.getByLabel('Passwort').fill(demo.customer.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/kundenportal/seminare/')
}

test.describe('verified reviews', () => {
  test.afterAll(async ({ request }) => removeOurReviews(request, await staffHeaders(request)))

  test('a customer reviews an attended seminar with the keyboard; staff publish it; the seminar page lists it', async ({
    page,
    request,
  }) => {
    const staff = await staffHeaders(request)
    await removeOurReviews(request, staff)
    await logIn(page)

    const section = page.getByRole('region', { name: 'Ihre Bewertungen' })
    const visit = section.getByRole('article', { name: OPEN.de.title })
    await expect(visit).toBeVisible()
    // The reviews the seed wrote show what staff decided.
    await expect(section.getByText('Veröffentlicht').first()).toBeVisible()
    await expect(section.getByText('Eingegangen, wird von unserem Team geprüft')).toBeVisible()

    // Keyboard only: open the form, choose four stars with the arrow keys, write, allow the name.
    await visit.getByText('Seminar bewerten').focus()
    await page.keyboard.press('Enter')
    const form = visit.getByRole('form', { name: OPEN.de.title })
    await expect(form).toBeVisible()
    await expectNoAxeViolations(page)
    await form.getByRole('radio', { name: '5 Sterne – ausgezeichnet' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(form.getByRole('radio', { name: '4 Sterne – gut' })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('textbox', { name: /Ihre Erfahrung/ })).toBeFocused()
    await page.keyboard.type(TEXT)
    await page.keyboard.press('Tab')
    await expect(form.getByRole('checkbox', { name: /Katrin B\./ })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Bewertung senden' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(visit.getByRole('status')).toContainText('Ihre Bewertung ist eingegangen')

    // After a reload the review waits for staff; nothing is on the seminar page yet.
    await page.reload()
    await expect(
      page.getByRole('article', { name: OPEN.de.title }).getByText(/wird von unserem Team geprüft/),
    ).toHaveCount(1)
    await page.goto(SEMINAR_PATH)
    await expect(page.getByText(TEXT)).toHaveCount(0)

    // Staff publish it.
    const [stored] = await reviewsWithText(request, staff)
    expect(stored).toMatchObject({ status: 'pending', authorName: 'Katrin B.' })
    const published = await request.patch(`/api/reviews/${stored.id}/`, {
      headers: staff,
      data: { status: 'published' },
    })
    expect(published.status()).toBe(200)

    // The seminar page lists it with the rating, says how reviews are verified and tells search
    // engines only what the reviews say.
    await expect(async () => {
      await page.goto(SEMINAR_PATH)
      await expect(page.getByText(TEXT)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const reviews = page.getByRole('region', { name: 'Bewertungen' })
    const ours = reviews.getByRole('article', { name: 'Katrin B.' })
    await expect(ours).toContainText('Verifizierte Teilnahme')
    await expect(ours.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible()
    await expect(page.getByTestId('seminar-rating')).toContainText('1 verifizierte Bewertung')
    await expectNoAxeViolations(page)

    const summary = reviews.getByText('So prüfen wir Bewertungen')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(reviews.getByText(/einmal je Buchung und Termin/)).toBeVisible()
    // The rating under the title leads to the reviews.
    await page.getByTestId('seminar-rating').getByRole('link').click()
    await expect(page).toHaveURL(/#seminar-detail-section-bewertungen$/)

    const course = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'Course'),
    )
    expect(course.aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 1 })
    expect(course.review).toEqual([
      expect.objectContaining({
        reviewBody: TEXT,
        author: { '@type': 'Person', name: 'Katrin B.' },
      }),
    ])

    // Once per booking and date: the portal now shows the review instead of the form.
    await page.goto('/kundenportal/seminare/')
    const done = page.getByRole('article', { name: OPEN.de.title })
    await expect(done.getByText('Veröffentlicht')).toBeVisible()
    await expect(done.getByText('Seminar bewerten')).toHaveCount(0)
  })

  test('a seminar without reviews shows no rating, in its page or its structured data', async ({
    page,
  }) => {
    const seminar = SEMINARS_LEAD.find((s) => s.code === 'FK-301')!
    await page.goto(`/en/seminars/${seminar.en.slug}/`)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await expect(reviews.getByText('This seminar has no published reviews yet.')).toBeVisible()
    await expect(reviews.getByText('How we verify reviews')).toBeVisible()
    await expect(page.getByTestId('seminar-rating')).toHaveCount(0)
    const course = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'Course'),
    )
    expect(course).not.toHaveProperty('aggregateRating')
    expect(course).not.toHaveProperty('review')
  })

  test('the reviews come newest first, a page at a time; "show more" works with the keyboard', async ({
    page,
  }) => {
    const seminar = SEMINARS_LEAD.find((s) => s.code === 'FK-101')!
    await page.goto(`/seminare/${seminar.de.slug}/`)
    const list = page.getByTestId('seminar-reviews')
    await expect(list.getByRole('article')).toHaveCount(5)
    const dates = await list.getByRole('article').evaluateAll((articles) =>
      articles.map((a) =>
        a.textContent
          ?.match(/am (\d\d)\.(\d\d)\.(\d{4})/)
          ?.slice(1)
          .reverse()
          .join(''),
      ),
    )
    expect(dates).toEqual([...dates].sort().reverse())
    const more = page.getByRole('button', {
      name: /^Weitere Bewertungen anzeigen \(5 von \d+ gezeigt\)$/,
    })
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(list.getByRole('article').nth(5)).toBeFocused()
    await expect(list.getByRole('article')).toHaveCount(6)
    await expect(more).toHaveCount(0)
    // A review written in English keeps its language on the German page.
    await expect(list.locator('p[lang="en"]')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
})
