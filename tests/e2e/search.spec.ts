import { expect, test } from './fixtures'

const SEARCH = {
  de: {
    path: '/suche/',
    heading: 'Suche',
    label: 'Suchbegriff',
    submit: 'Suchen',
    term: 'Führungskräfte',
    seminars: /^Seminare \(\d+\)$/,
  },
  en: {
    path: '/en/search/',
    heading: 'Search',
    label: 'Search term',
    submit: 'Search',
    term: 'leaders',
    seminars: /^Seminars \(\d+\)$/,
  },
} as const

for (const locale of ['de', 'en'] as const) {
  const s = SEARCH[locale]

  test(`${locale}: the search page finds seminars, grouped by kind, and links to them`, async ({
    page,
  }) => {
    await page.goto(s.path)
    await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible()
    const form = page.getByRole('search', { name: s.heading, exact: true })
    await form.getByLabel(s.label, { exact: true }).fill(s.term)
    await form.getByRole('button', { name: s.submit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${s.path}\\?q=`))
    const group = page.getByRole('heading', { level: 2, name: s.seminars })
    await expect(group).toBeVisible()
    // The first hit is a seminar page in the visitor's language.
    const firstHit = page.locator('main a[href*="/semin"]').first()
    await expect(firstHit).toHaveAttribute(
      'href',
      locale === 'de' ? /^\/seminare\// : /^\/en\/seminars\//,
    )
    await firstHit.click()
    await expect(page.locator('#seminar-detail-section-termine')).toBeAttached()
  })
}

test('a typo still finds the seminar, and a seminar code finds exactly that seminar first', async ({
  page,
  request,
}) => {
  await page.goto('/suche/?q=Konfliktmanagment')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Konfliktmanagement', exact: true }),
  ).toBeVisible()

  const content = await (
    await request.get('/content/', { headers: { Accept: 'application/json' } })
  ).json()
  const code: string = content.seminarcodes[0].seminarcode
  await page.goto(`/suche/?q=${encodeURIComponent(code)}`)
  const first = page.locator('main ol a, main ul a').first()
  await first.click()
  await expect(page.getByText(code, { exact: false }).first()).toBeVisible()
})

test('a query without hits says so and echoes the query as text', async ({ page }) => {
  await page.goto('/suche/?q=%3Cb%3Exyzzy%3C%2Fb%3E')
  await expect(page.getByText('Zu „<b>xyzzy</b>“ haben wir leider nichts gefunden.')).toBeVisible()
  await expect(page.locator('main b', { hasText: 'xyzzy' })).toHaveCount(0)
})

test('the knowledge-centre search finds whitepapers but no seminars', async ({ page }) => {
  await page.goto('/knowledge-center/search/?q=Gespr%C3%A4che')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: /^Seminare/ }),
  ).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: /^Whitepaper \(\d+\)$/ })).toBeVisible()
})

test('suggestions: the endpoint answers same-site posts and refuses cross-site ones', async ({
  request,
  baseURL,
}) => {
  const ok = await request.post('/api/json-api/suche/', {
    data: { message: { language: 'de', q: 'Führ' } },
    headers: { Origin: baseURL! },
  })
  expect(ok.status()).toBe(200)
  const { suggestions } = await ok.json()
  expect(suggestions.length).toBeGreaterThan(0)
  expect(suggestions[0]).toMatchObject({
    title: expect.any(String),
    url: expect.stringMatching(/^\//),
    kind: expect.any(String),
  })

  const bad = await request.post('/api/json-api/suche/', {
    data: { message: { language: 'fr', q: 'x' } },
    headers: { Origin: baseURL! },
  })
  expect(bad.status()).toBe(400)
  const cross = await request.post('/api/json-api/suche/', {
    data: { message: { language: 'de', q: 'Führ' } },
    headers: { Origin: 'https://evil.example' },
  })
  expect(cross.status()).toBe(403)

  const quick = await request.get('/content/partials/stichwortsuche-beliebte-suchanfragen/')
  expect(quick.status()).toBe(200)
  const links = await quick.json()
  expect(links.length).toBeGreaterThan(0)
  expect(links[0].titles).toMatchObject({ default: expect.any(String), en: expect.any(String) })
})
