// What a running instance's public views show of one seminar date, for the scale-out test: an
// editor's change or a booking through one instance must show on every view of every instance
// (issue 28's invalidation guard; the same check on the cached queries is
// tests/int/catalogue.invalidation.test.ts).
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { sitemapPageUrls } from './sitemap.mjs'

/** The 404 screen's title: a 404 whose HTML lacks it shows nothing until its scripts run. */
const NOT_FOUND_TITLE = JSON.parse(
  readFileSync(new URL('../../messages/errors/de.json', import.meta.url), 'utf8'),
).notFoundTitle

/** A price as the German pages print it, without the currency: 1234 → '1.234,00'. */
export const germanAmount = (price) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    price,
  )

async function text(base, pathname) {
  const response = await fetch(`${base}${pathname}`, { headers: { Accept: 'application/json' } })
  return { status: response.status, body: await response.text() }
}

/**
 * Each view's reading of the date: `{price, seats}` (price as printed), `null` where the view does
 * not show it; for the seminar page `true` when its HTML holds `expectPrice`, 404 for the 404
 * screen with its text in the HTML, otherwise the status (and what is missing).
 */
export async function catalogueViews(base, { seminarPath, dateId, expectPrice }) {
  const finder = JSON.parse(
    (await text(base, '/api/json-api/seminarfinder/?language=de')).body,
  ).dates.find((date) => date.id === dateId)
  const content = await text(base, `/content${seminarPath}`)
  const termin =
    content.status === 200
      ? JSON.parse(content.body).seminar?.termine?.find((date) => date.id === dateId)
      : undefined
  const page = await text(base, seminarPath)
  return {
    finder: finder ? { price: finder.priceLabel, seats: finder.seatsLeft } : null,
    'content JSON': termin ? { price: termin.seminargebuehr, seats: termin.freie_plaetze } : null,
    'seminar page': pageReading(page, expectPrice),
    sitemap: await sitemapReading(base, seminarPath),
  }
}

/** Whether any file of the sitemap index lists the path; what failed if the sitemap did. */
async function sitemapReading(base, path) {
  try {
    return (await sitemapPageUrls(base)).some((url) => new URL(url).pathname === path)
  } catch (error) {
    return error.message
  }
}

function pageReading(page, expectPrice) {
  if (page.status === 200) return page.body.includes(expectPrice)
  if (page.status === 404 && !page.body.includes(NOT_FOUND_TITLE)) return '404 without its text'
  return page.status
}

/** Whether the site search's results page (/suche/?q=…) links to `path`. */
export async function searchPageLinks(base, q, path) {
  const page = await text(base, `/suche/?q=${encodeURIComponent(q)}`)
  if (page.status !== 200) throw new Error(`✖ /suche/ on ${base} answered ${page.status}`)
  return page.body.includes(`href="${path}"`)
}

/** The site search's suggestions for a term, as URLs. */
export async function suggestedUrls(base, q) {
  const response = await fetch(`${base}/api/json-api/suche/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ message: { language: 'de', q } }),
  })
  return (await response.json()).suggestions.map((hit) => hit.url)
}

/**
 * The booking endpoint's body for one seat on a date, with `person` as participant and contact
 * (the scale-out check and the portal's e2e spec book through the HTTP endpoint itself).
 * @param {number} dateId
 * @param {{ anrede: string, vorname: string, nachname: string, email: string }} person
 */
export function oneSeatBooking(
  dateId,
  person = { anrede: 'Frau', vorname: 'Skala', nachname: 'Probe', email: 'skala@firma.example' },
) {
  return {
    message: {
      language: 'de',
      idempotencyKey: randomUUID(),
      kind: 'buchung',
      items: [{ type: 'seminar', dateId, participants: [person] }],
      contact: { ...person, telefon: '0251 123456' },
      billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster' },
      datenschutz: true,
      agb: true,
    },
  }
}

/** Books one seat on the date through the site's booking endpoint. */
export async function bookOneSeat(base, dateId) {
  const response = await fetch(`${base}/api/json-api/buchung/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(oneSeatBooking(dateId)),
  })
  if (response.status !== 200)
    throw new Error(`✖ booking on ${base} answered ${response.status}: ${await response.text()}`)
}
