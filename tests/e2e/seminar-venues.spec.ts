import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const T = {
  de: {
    topic: '/seminarthemen/fuehrung/',
    venue: 'Veranstaltungsort',
    openMap: /^Karte öffnen/,
    showMap: /^Karte anzeigen/,
    load: 'Inhalt laden',
    mapTitle: 'Karte',
  },
  en: {
    topic: '/en/seminar-topics/leadership/',
    venue: 'Venue',
    openMap: /^Open map/,
    showMap: /^Show map/,
    load: 'Load content',
    mapTitle: 'Map',
  },
} as const

type LocationDoc = {
  standort_titel: string
  standort_adresszusatz?: string | null
  standort_strasse: string
  standort_plz: string
  standort_ort: string
  standort_googlemaps?: string | null
}

async function locations(request: APIRequestContext, locale: 'de' | 'en') {
  const response = await request.get(`/api/locations/?limit=100&depth=0&locale=${locale}`)
  expect(response.status()).toBe(200)
  return (await response.json()).docs as LocationDoc[]
}

/** A stand-in for the maps host, so the test needs no internet (and the frame passes axe). */
async function mapsStandIn(page: Page): Promise<void> {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>Test map</title></head><body><h1>Test map</h1></body></html>',
    }),
  )
}

/** Every http(s) request the page makes to a host other than the site, from now on. */
function foreignRequests(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? 'http://localhost').host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.host !== own) foreign.push(request.url())
  })
  return foreign
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: a date on site shows its venue's address, a map link, and the map only after consent`, async ({
    page,
    request,
    baseURL,
  }) => {
    const places = await locations(request, locale)
    await mapsStandIn(page)
    const foreign = foreignRequests(page, baseURL)
    await page.goto(t.topic)
    await page.getByTestId('seminar-cards').getByRole('heading', { level: 3 }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const row = page.locator('[data-testid="seminar-date"][data-format="in_person"]').first()
    const venue = row.getByTestId('date-venue')
    const venueText = (await venue.innerText()).replace(/\s+/g, ' ')
    const place = places.find((p) => venueText.includes(`${t.venue}: ${p.standort_titel} `))
    expect(place, venueText).toBeTruthy()
    const address = [
      place!.standort_adresszusatz,
      place!.standort_strasse,
      `${place!.standort_plz} ${place!.standort_ort}`,
    ].filter(Boolean)
    await expect(venue.locator('address')).toHaveText(address.join(', '))

    const mapLink = venue.getByRole('link', { name: t.openMap })
    const expectedHref =
      place!.standort_googlemaps ||
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`
    await expect(mapLink).toHaveAttribute('href', expectedHref)
    await expect(mapLink).toHaveAttribute('rel', /noopener/)
    await expect(mapLink).toHaveAttribute('target', '_blank')

    // Online dates name no venue.
    await expect(
      page.locator('[data-testid="seminar-date"][data-format="online"] [data-testid="date-venue"]'),
    ).toHaveCount(0)

    // Opened by keyboard: the notice, no frame and nothing asked of the map's host yet.
    const summary = venue.getByText(t.showMap)
    await summary.focus()
    await page.keyboard.press('Enter')
    const load = venue.getByRole('button', { name: t.load })
    await expect(load).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    await expectNoAxeViolations(page)

    // Tab reaches the button; Enter gives consent and loads the map in place.
    for (let i = 0; i < 6; i++) {
      if (await load.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(load).toBeFocused()
    await page.keyboard.press('Enter')
    const map = venue.locator('iframe')
    await expect(map).toHaveAttribute('title', `${t.mapTitle}: ${place!.standort_titel}`)
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/,
    )
    await expect(page.locator('iframe')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
}
