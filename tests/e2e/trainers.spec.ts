import type { Page } from '@playwright/test'

import { readSitemap } from '../helpers/sitemap'
import { expect, test } from './fixtures'
import { untilPublicPathsIndexed } from './helpers'

/** A demo trainer (src/seed/content/trainers.ts) and a seminar that names her, per language. */
const TEXTS = {
  de: {
    profile: '/trainer/miriam-albers/',
    role: 'Trainerin für Führung und Veränderung',
    seminar: '/seminare/neu-in-der-fuehrungsrolle/',
    trainers: 'Ihre Trainerinnen und Trainer',
    seminars: 'Seminare mit Dr. Miriam Albers',
    online: 'Online live',
    note: 'So läuft der Termin',
  },
  en: {
    profile: '/en/trainers/miriam-albers/',
    role: 'Trainer for leadership and change',
    seminar: '/en/seminars/new-to-leadership/',
    trainers: 'Your trainers',
    seminars: 'Seminars with Dr. Miriam Albers',
    online: 'Live online',
    note: 'How it runs',
  },
} as const

/** The page's JSON-LD objects. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const locale of ['de', 'en'] as const) {
  const t = TEXTS[locale]

  test(`${locale}: a trainer's profile shows photo, role, biography, seminars and dates`, async ({
    page,
  }) => {
    await page.goto(t.profile)
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Miriam Albers' })).toBeVisible()
    await expect(page.getByText(t.role, { exact: true })).toBeVisible()
    await expect(page.locator('article img').first()).toHaveAttribute('alt', /\(illustration\)$/i)
    const seminars = page.getByRole('region', { name: t.seminars })
    const links = seminars.getByRole('list').first().getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    await expect(links.first()).toHaveAttribute(
      'href',
      locale === 'de' ? /^\/seminare\/.+\/$/ : /^\/en\/seminars\/.+\/$/,
    )
    expect(await page.getByTestId('trainer-dates').getByRole('listitem').count()).toBeGreaterThan(0)

    const person = (await structuredData(page)).find((data) => data['@type'] === 'Person')
    expect(person).toMatchObject({
      name: 'Dr. Miriam Albers',
      jobTitle: t.role,
      url: expect.stringMatching(new RegExp(`${t.profile}$`)),
      worksFor: { '@type': 'EducationalOrganization' },
    })
  })

  test(`${locale}: the seminar page shows its trainers and links to the profile`, async ({
    page,
  }) => {
    await page.goto(t.seminar)
    const trainers = page.getByRole('region', { name: t.trainers })
    await expect(trainers.getByText(t.role)).toBeVisible()
    await trainers.getByRole('link', { name: 'Dr. Miriam Albers' }).click()
    await expect(page).toHaveURL(new RegExp(`${t.profile}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Miriam Albers' })).toBeVisible()
  })

  test(`${locale}: an online date shows its format and how it runs, and no address`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(`/api/json-api/seminarfinder/?language=${locale}&ort=online`)
    const { dates } = (await answer.json()) as {
      dates: { format: string; seminarUrl: string; period: string }[]
    }
    const online = dates.find((date) => date.format === 'online')
    expect(online, 'the demo has online dates').toBeTruthy()
    await page.goto(online!.seminarUrl)
    const row = page
      .getByTestId('seminar-date')
      .filter({ has: page.locator('[data-format="online"]') })
      .filter({ hasText: online!.period })
      .first()
    await expect(row.getByText(t.online, { exact: true })).toBeVisible()
    await expect(row.getByTestId('online-note')).toContainText(t.note)
    await expect(row.getByText('Online', { exact: true })).toBeVisible()
    // No street or postcode: only places in person have an address.
    await expect(row).not.toContainText(/\b\d{5}\b/)

    const course = (await structuredData(page)).find((data) => data['@type'] === 'Course')
    const instances = (course?.hasCourseInstance ?? []) as Record<string, unknown>[]
    expect(instances.some((i) => i.courseMode === 'online')).toBe(true)
  })
}

test('trainer profiles are in the sitemap, and an unknown trainer is a 404', async ({
  page,
  request,
}) => {
  const sitemap = (await readSitemap(request)).files.join('\n')
  expect(sitemap).toContain('/trainer/miriam-albers/')
  expect(sitemap).toContain('/en/trainers/miriam-albers/')
  await untilPublicPathsIndexed(request)
  const response = await page.goto('/trainer/niemand-bekanntes/')
  expect(response?.status()).toBe(404)
})
