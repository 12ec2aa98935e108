import type { Page } from '@playwright/test'

import { SEMINARS_CONFLICT } from '../../src/seed/content/catalogue/seminarsConflict'
import { SEMINARS_LEAD } from '../../src/seed/content/catalogue/seminarsLead'
import { expect, test } from './fixtures'
import { demo, staffHeaders } from './helpers'

/** A seminar's title in either language: the portal shows bookings as they were made. */
function seminarTitle(code: string): RegExp {
  const seminar = [...SEMINARS_LEAD, ...SEMINARS_CONFLICT].find((s) => s.code === code)
  if (!seminar) throw new Error(`no demo seminar ${code}`)
  return new RegExp(`${seminar.de.title}|${seminar.en.title}`)
}

/** What the seed booked for the demo customer (src/seed/content/portal/plans.ts). */
const SEEDED = {
  completed: seminarTitle('FK-101'),
  upcoming: seminarTitle('KM-201'),
  upcomingCount: '3',
  completedCount: '4',
}

const TEXTS = {
  de: {
    home: '/',
    portal: '/kundenportal/',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    logout: 'Abmelden',
    nav: 'Bereiche des Kundenportals',
    next: 'Ihr nächstes Seminar',
    sectionLinks: 'Ihr Kundenportal',
    sections: {
      overview: 'Übersicht',
      seminars: 'Meine Seminare',
      recommendations: 'Empfehlungen',
      achievements: 'Erfolge',
      profile: 'Profil',
    },
    upcoming: 'Anstehende Seminare',
    past: 'Vergangene Seminare',
    matching: 'Passend zu Ihren Themen',
    certificate: /^Zertifikat herunterladen/,
    contact: 'Kontaktdaten',
  },
  en: {
    home: '/en/',
    portal: '/en/kundenportal/',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    logout: 'Log out',
    nav: 'Sections of the customer portal',
    next: 'Your next seminar',
    sectionLinks: 'Your customer portal',
    sections: {
      overview: 'Overview',
      seminars: 'My seminars',
      recommendations: 'Recommendations',
      achievements: 'Achievements',
      profile: 'Profile',
    },
    upcoming: 'Upcoming seminars',
    past: 'Past seminars',
    matching: 'Matching your topics',
    certificate: /^Download certificate/,
    contact: 'Contact details',
  },
} as const

/** Opens the portal, logs in on the login page it leads to, and lands on the overview. */
async function logIn(
  page: Page,
  locale: keyof typeof TEXTS,
  login: { email: string; password: string } = demo.customer,
) {
  const t = TEXTS[locale]
  await page.goto(t.portal)
  await page.getByLabel(t.email).fill(login.email)
  await page.getByLabel(t.password).fill(login.password)
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page).toHaveURL((url) => url.pathname === t.portal)
}

/** The part of the page a heading introduces (its parent element). */
const partOf = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).locator('xpath=..')

test.describe('customer portal', () => {
  test('the portal sends visitors to the login and back after logging in', async ({ page }) => {
    await page.goto('/kundenportal/')
    await expect(page).toHaveURL(/\/login\/\?return=%2Fkundenportal%2F$/)
    await page.getByLabel('E-Mail').fill(demo.customer.email)
    await page.getByLabel('Passwort').fill(demo.customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/kundenportal\/$/)
    await expect(
      page.getByText(`Willkommen, ${demo.customer.vorname} ${demo.customer.nachname}`),
    ).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Bereiche des Kundenportals' })
        .getByRole('link', { name: 'Übersicht' }),
    ).toHaveAttribute('aria-current', 'page')

    await page.getByRole('button', { name: 'Abmelden' }).click()
    // The home page itself (any URL ends in a slash, the portal's too, so match the whole path).
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await page.goto('/kundenportal/')
    await expect(page).toHaveURL(/\/login\//)
  })

  test('a return address that a browser would read as another host leads to the portal', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login/?return=%2F%09%2Fevil.example%2Fphish')
    await page.getByLabel('E-Mail').fill(demo.customer.email)
    await page.getByLabel('Passwort').fill(demo.customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(`${baseURL}/kundenportal/`)
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })

  test('a wrong password and an unknown email get the same answer', async ({ page }) => {
    await page.goto('/en/login/')
    await page.getByLabel('Email').fill(demo.customer.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    const alert = page.getByRole('main').getByRole('alert')
    const wrong = await alert.textContent()
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(alert).toHaveText(wrong ?? '')
    expect(wrong).toContain('did not succeed')
  })

  test('the English portal works with the keyboard alone', async ({ page }) => {
    await page.goto('/en/kundenportal/')
    await expect(page).toHaveURL(/\/en\/login\//)
    await page.getByLabel('Email').focus()
    await page.keyboard.type(demo.customer.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(demo.customer.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/kundenportal\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/:\d+\/kundenportal\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht')
  })

  test('with the portal switched off, login and portal redirect to the home page', async ({
    page,
    request,
  }) => {
    const headers = await staffHeaders(request)
    const off = await request.post('/api/globals/site-settings/', {
      headers,
      data: { showKundenportal: false },
    })
    expect(off.status()).toBe(200)
    try {
      await page.goto('/login/')
      await expect(page).toHaveURL((url) => url.pathname === '/')
      await page.goto('/en/kundenportal/')
      await expect(page).toHaveURL(/\/en\/$/)
    } finally {
      await request.post('/api/globals/site-settings/', {
        headers,
        data: { showKundenportal: true },
      })
    }
    await page.goto('/login/')
    await expect(page).toHaveURL(/\/login\/$/)
  })

  for (const locale of ['de', 'en'] as const) {
    test(`the demo customer walks through every portal page and logs out (${locale})`, async ({
      page,
    }) => {
      const t = TEXTS[locale]
      await logIn(page, locale)
      const nav = page.getByRole('navigation', { name: t.nav })
      const open = async (section: keyof typeof t.sections) => {
        await nav.getByRole('link', { name: t.sections[section], exact: true }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sections[section])
        await expect(
          nav.getByRole('link', { name: t.sections[section], exact: true }),
        ).toHaveAttribute('aria-current', 'page')
      }

      await open('seminars')
      await expect(partOf(page, t.upcoming)).toContainText(SEEDED.upcoming)
      await expect(partOf(page, t.past)).toContainText(SEEDED.completed)

      await open('recommendations')
      await expect(page.getByRole('heading', { level: 2, name: t.matching })).toBeVisible()

      await open('achievements')
      await expect(page.getByRole('link', { name: t.certificate }).first()).toBeVisible()

      await open('profile')
      await expect(page.getByRole('heading', { level: 2, name: t.contact })).toBeVisible()

      await open('overview')
      await expect(page.getByRole('heading', { level: 3, name: t.next })).toBeVisible()
      await expect(page.getByTestId('portal-count-upcoming')).toHaveText(SEEDED.upcomingCount)
      await expect(page.getByTestId('portal-count-completed')).toHaveText(SEEDED.completedCount)
      // The overview leads into each section too.
      await expect(
        page
          .getByRole('region', { name: t.sectionLinks })
          .getByRole('link', { name: new RegExp(`^${t.sections.achievements}`) }),
      ).toBeVisible()

      await nav.getByRole('button', { name: t.logout }).click()
      await expect(page).toHaveURL((url) => url.pathname === t.home)
      await page.goto(t.portal)
      await expect(page).toHaveURL(/\/login\//)
    })
  }

  test('a logged-in customer does not get into the admin', async ({ page }) => {
    await logIn(page, 'de')
    await page.goto('/admin/')
    await expect(page).toHaveURL(/\/admin\/(login|unauthorized)/)
    await expect(page.getByRole('link', { name: /Buchungen|Bookings/ })).toHaveCount(0)
  })

  test('the demo customer reads her bookings over REST, and none of Jonas Muster’s', async ({
    page,
    request,
  }) => {
    const headers = await staffHeaders(request)
    const his = await request.get(
      `/api/bookings/?where[customerEmail][equals]=${encodeURIComponent(demo.secondCustomer.email)}&depth=0`,
      { headers },
    )
    const ids: number[] = (await his.json()).docs.map((doc: { id: number }) => doc.id)
    expect(ids.length).toBeGreaterThanOrEqual(2)

    await logIn(page, 'de')
    // From the page itself, as a script on the site would: the browser sends the session cookie
    // and Sec-Fetch-Site, without which Payload ignores the cookie.
    const get = (path: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url, { credentials: 'same-origin' })
        return { status: response.status, body: await response.json().catch(() => null) }
      }, path)
    const mine = await get('/api/bookings/?limit=100&depth=0')
    expect(mine.status).toBe(200)
    for (const id of ids) expect([403, 404]).toContain((await get(`/api/bookings/${id}/`)).status)
    const emails: string[] = mine.body.docs.map(
      (doc: { customerEmail: string }) => doc.customerEmail,
    )
    expect(emails.length).toBeGreaterThanOrEqual(6)
    expect(new Set(emails)).toEqual(new Set([demo.customer.email]))
  })

  test('Jonas Muster sees his own seminars, none of the demo customer’s', async ({ page }) => {
    await logIn(page, 'en', demo.secondCustomer)
    await expect(
      page.getByText(`Welcome, ${demo.secondCustomer.vorname} ${demo.secondCustomer.nachname}`),
    ).toBeVisible()
    await expect(page.getByTestId('portal-count-upcoming')).toHaveText('1')
    await expect(page.getByTestId('portal-count-completed')).toHaveText('1')
    await page
      .getByRole('navigation', { name: TEXTS.en.nav })
      .getByRole('link', { name: 'My seminars', exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My seminars')
    await expect(page.getByRole('main')).not.toContainText(SEEDED.completed)
  })
})
