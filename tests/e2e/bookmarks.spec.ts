import { expect, expectNoAxeViolations, test } from './fixtures'

const T = {
  de: {
    topic: '/seminarthemen/fuehrung/',
    bookmarks: '/merkzettel/',
    toggle: /^Seminar „.+“ merken$/,
    toggleFor: (title: string) => `Seminar „${title}“ merken`,
    countOne: 'Merkzettel, 1 Seminar',
    added: /steht jetzt auf Ihrem Merkzettel\.$/,
    removed: /wurde vom Merkzettel entfernt\./,
    heading: 'Gemerkte Seminare',
    empty: 'Sie haben noch keine Seminare gemerkt.',
    explore: 'Seminare entdecken',
  },
  en: {
    topic: '/en/seminar-topics/leadership/',
    bookmarks: '/en/bookmarks/',
    toggle: /^Bookmark seminar “.+”$/,
    toggleFor: (title: string) => `Bookmark seminar “${title}”`,
    countOne: 'Bookmarks, 1 seminar',
    added: /is now on your bookmarks list\.$/,
    removed: /was removed from your bookmarks\./,
    // Alike seminars.spec.ts by shape only: each spec names the texts it expects.
    heading: 'Saved seminars',
    empty: 'You have not bookmarked any seminars yet.',
    explore: 'Explore seminars',
  },
} as const

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: bookmark a seminar from a card, find it on the bookmarks page, remove it`, async ({
    page,
  }) => {
    await page.goto(t.topic)
    await expect(page.getByTestId('bookmarks-count')).toBeHidden()
    const card = page.getByTestId('seminar-cards').getByRole('listitem').first()
    const titleLink = card.getByRole('heading', { level: 3 }).getByRole('link')
    const title = (await titleLink.innerText()).trim()
    const toggle = card.getByRole('button', { name: t.toggle })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')

    // Keyboard only: Tab from the title reaches the toggle; Enter and Space flip it.
    await titleLink.focus()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(card.getByRole('status')).toHaveText(t.added)
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(card.getByRole('status')).toHaveText(t.removed)
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')

    const headerLink = page.getByRole('banner').getByRole('link', { name: t.countOne })
    await expect(headerLink).toHaveAttribute('href', t.bookmarks)
    await expect(page.getByTestId('bookmarks-count')).toHaveText('1')

    // The seminar page knows it too (its similar seminars' cards have toggles of their own).
    await titleLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: t.toggleFor(title), exact: true })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true')

    await page.getByTestId('bookmarks-link').click()
    await expect(page).toHaveURL(new RegExp(`${t.bookmarks}$`))
    const list = page.getByTestId('bookmarks-list')
    await expect(list.getByRole('heading', { level: 2, name: t.heading })).toBeVisible()
    const saved = list.getByTestId('bookmark-card')
    await expect(saved).toHaveCount(1)
    await expect(saved.getByRole('heading', { level: 3 })).toHaveText(title)
    await expect(saved.getByRole('link').last()).toHaveAttribute(
      'href',
      /#seminar-detail-section-termine$/,
    )
    await expectNoAxeViolations(page)

    await saved.getByRole('button', { name: t.toggle }).click()
    await expect(saved).toHaveCount(0)
    await expect(list.getByTestId('bookmarks-status')).toContainText(t.removed)
    await expect(list.getByRole('heading', { level: 2, name: t.heading })).toBeFocused()
    await expect(list.getByText(t.empty)).toBeVisible()
    await expect(list.getByRole('link', { name: t.explore })).toBeVisible()
    await expect(page.getByTestId('bookmarks-count')).toBeHidden()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('merkzettel') ?? '{}'))
    expect(stored.state.seminarIds).toEqual([])
  })
}

test('the bookmarks page forgets seminars that no longer exist and keeps the others', async ({
  page,
}) => {
  await page.goto(T.de.topic)
  const toggle = page
    .getByTestId('seminar-cards')
    .getByRole('button', { name: T.de.toggle })
    .first()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const [known] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('merkzettel') ?? '{}').state.seminarIds as number[],
  )
  // As if a bookmarked seminar had been deleted since.
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        'merkzettel',
        JSON.stringify({ state: { seminarIds: [999999, id] }, version: 1 }),
      ),
    known,
  )

  await page.goto(T.de.bookmarks)
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1)
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('merkzettel') ?? '{}').state.seminarIds),
    )
    .toEqual([known])
  await expect(page.getByTestId('bookmarks-count')).toHaveText('1')
})

test('the seminars endpoint answers 400 to a bad id list', async ({ request }) => {
  expect((await request.get('/api/json-api/seminare/?language=de&ids=1,x')).status()).toBe(400)
  expect((await request.get('/api/json-api/seminare/?language=de')).status()).toBe(400)
})
