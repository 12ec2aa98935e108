import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

const ARGS = [
  // Same Chromium flags as playwright.config.ts on purpose: this bench launches Chromium itself,
  // outside Playwright's config, and must measure the browser the e2e tests run.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const CREDENTIALS = new URL('../../src/seed/credentials.json', import.meta.url)
const BUDGET_FILE = new URL('../js-budget.json', import.meta.url)

/** Debian's Chromium with the flags the e2e run uses. */
export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS })

/**
 * The page types whose first-load JavaScript has a budget (bench/js-budget.json). `visitor` says
 * what the browser holds before the page loads: nothing, a cart with one seminar date, or a
 * customer session. Every visitor is one who has not made a consent choice yet, so the cookie
 * banner (the largest thing a first visit loads after the page itself) is always counted.
 */
export const PAGE_TYPES = [
  { key: 'home', label: 'home', path: '/' },
  { key: 'cms-text', label: 'CMS page, text', path: '/impressum/' },
  { key: 'cms-content', label: 'CMS page, blocks', path: '/ueber-uns/' },
  { key: 'cms-contact', label: 'CMS page, contact form', path: '/kontakt/' },
  { key: 'seminar', label: 'seminar page', path: '/seminare/neu-in-der-fuehrungsrolle/' },
  { key: 'cart', label: 'cart (1 item)', path: '/warenkorb/', visitor: 'cart' },
  { key: 'booking', label: 'booking (1 item)', path: '/buchung/', visitor: 'cart' },
  // The path is the booking's own, made for the measurement (bookedPath).
  { key: 'confirmation', label: 'booking confirmation', path: '/buchung/bestaetigung/…/' },
  { key: 'search', label: 'search', path: '/suche/?q=F%C3%BChrung' },
  { key: 'finder', label: 'seminar finder (results)', path: '/seminare/seminarfinder/' },
  { key: 'portal', label: 'portal (logged in)', path: '/kundenportal/', visitor: 'customer' },
  { key: 'showcase', label: 'blocks showcase', path: '/bausteine/' },
]

/**
 * bench/js-budget.json: page type key → { budget (KB gzip), reason? }; no budget = information
 * only.
 */
export const readBudget = () => JSON.parse(readFileSync(BUDGET_FILE, 'utf8')).pages

/**
 * Waits until the page is quiet: no request in flight for 500 ms and the main thread idle, twice
 * in a row. Playwright's 'networkidle' alone can fire before hydration on a busy machine, and the
 * chunks a page imports right after hydrating (the cookie banner) would then go uncounted.
 */
async function settle(page, requests, timeoutMs = 20_000) {
  const started = Date.now()
  let quietRounds = 0
  while (quietRounds < 2) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`${page.url()} did not settle within ${timeoutMs} ms`)
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    )
    const quiet = requests.inFlight === 0 && Date.now() - requests.last >= 500
    quietRounds = quiet ? quietRounds + 1 : 0
    if (!quiet) await page.waitForTimeout(100)
  }
}

/**
 * Opens url in a new page of context and records every script Chromium fetches until the page has
 * settled, gzip-compressed (level 9) as a server would send it: url → { gzip, text }.
 */
export async function scriptsOnLoad(context, url) {
  const page = await context.newPage()
  const scripts = new Map()
  const pending = []
  const requests = { inFlight: 0, last: Date.now() }
  const done = () => {
    requests.inFlight--
    requests.last = Date.now()
  }
  page.on('request', () => {
    requests.inFlight++
    requests.last = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) =>
          scripts.set(response.url(), {
            gzip: gzipSync(body, { level: 9 }).length,
            text: body.toString('utf8'),
          }),
        // a script that was cancelled or redirected has no body to count
        () => {},
      ),
    )
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  if (!response?.ok()) throw new Error(`GET ${url}: ${response?.status()}`)
  const html = await response.text()
  await settle(page, requests)
  await Promise.all(pending)
  await page.close()
  return { scripts, html }
}

/** Answers the cookie banner (it covers the page) with "necessary only". */
async function refuseCookies(page) {
  await page.getByRole('button', { name: 'Nur notwendige' }).click()
  // The banner stays in the page as a closed <dialog>.
  await page.getByRole('button', { name: 'Nur notwendige' }).waitFor({ state: 'hidden' })
}

/**
 * What a visitor's browser holds after adding the seminar page's first bookable date to the cart.
 */
async function cartVisitor(browser, base) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${base}${PAGE_TYPES.find((type) => type.key === 'seminar').path}`)
    await refuseCookies(page)
    const row = page
      .locator('#seminar-detail-section-termine [data-testid="seminar-date"]')
      .filter({ has: page.getByRole('button', { name: /buchen$/ }) })
      .first()
    await row.getByRole('button', { name: /buchen$/ }).click()
    await page.waitForFunction(
      () => (localStorage.getItem('warenkorb') ?? '').includes('"termin'),
      null,
      { timeout: 10_000 },
    )
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/** What the demo customer's browser holds after logging in through the login page. */
async function customerVisitor(browser, base) {
  const { customer } = JSON.parse(readFileSync(CREDENTIALS, 'utf8'))
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${base}/login/?return=%2Fkundenportal%2F`)
    await refuseCookies(page)
    await page.getByLabel('E-Mail').fill(customer.email)
    await page.getByLabel('Passwort').fill(customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => url.pathname === '/kundenportal/', { timeout: 15_000 })
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/**
 * The confirmation page of a booking of the cart visitor's date, made through the booking
 * endpoint as the booking page sends it: the page lives under the booking's secret token.
 */
async function bookedPath(base, cartState) {
  const cart = cartState.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'warenkorb')
  const dateId = Number(/"termin":"?(\d+)/.exec(cart?.value ?? '')?.[1])
  if (!dateId) throw new Error('The cart visitor holds no seminar date to book')
  const person = { anrede: 'Frau', vorname: 'Bea', nachname: 'Bench', email: 'bea@bench.example' }
  const message = {
    language: 'de',
    idempotencyKey: crypto.randomUUID(),
    kind: 'buchung',
    items: [{ type: 'seminar', dateId, participants: [{ ...person, land: 'DE' }] }],
    contact: { ...person, telefon: '0251 1234' },
    billing: { strasse: 'Ring 2', plz: '48143', ort: 'Münster', land: 'DE' },
    comment: '',
    datenschutz: true,
    agb: true,
    video_url: '',
  }
  const response = await fetch(`${base}/api/json-api/buchung/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ message }),
  })
  const body = await response.json()
  if (!body.confirmationPath)
    throw new Error(`Booking for the confirmation page: ${response.status} ${JSON.stringify(body)}`)
  return body.confirmationPath
}

/** A stored browser state without the consent choice, so every visitor still sees the banner. */
const withoutConsent = (state) => ({
  ...state,
  origins: state.origins.map((o) => ({
    ...o,
    localStorage: o.localStorage.filter((item) => item.name !== 'cookies'),
  })),
})

/**
 * First-load JavaScript of each page type, each in a fresh browser context (empty HTTP cache):
 * [{ key, label, path, scripts, total }], total = sum of gzip bytes. `log` reports progress.
 */
export async function measurePageTypes(browser, base, types = PAGE_TYPES, log = () => {}) {
  const states = {}
  const results = []
  for (const listed of types) {
    const type = { ...listed }
    if (type.key === 'confirmation') {
      states.cart ??= withoutConsent(await cartVisitor(browser, base))
      type.path = await bookedPath(base, states.cart)
    }
    if (type.visitor && !states[type.visitor]) {
      log(`preparing a ${type.visitor} visitor`)
      states[type.visitor] = withoutConsent(
        await (type.visitor === 'cart' ? cartVisitor : customerVisitor)(browser, base),
      )
    }
    const context = await browser.newContext(
      type.visitor ? { storageState: states[type.visitor] } : {},
    )
    try {
      log(`${type.label} ${type.path}`)
      const { scripts } = await scriptsOnLoad(context, base + type.path)
      results.push({ ...type, scripts, total: total(scripts) })
    } finally {
      await context.close()
    }
  }
  return results
}

/**
 * Loads each path in Debian's Chromium as a first-time visitor and records every script it
 * fetches until the network is idle: path → { scripts, html }.
 */
export async function measureScripts(base, paths) {
  const browser = await launchChromium()
  const result = new Map()
  try {
    for (const path of paths) {
      const context = await browser.newContext()
      try {
        result.set(path, await scriptsOnLoad(context, base + path))
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const total = (scripts) => [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0)
