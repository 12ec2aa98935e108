import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FORM_TYPES } from '@/features/forms/form-types'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'

/**
 * The inbox exports come in the language the staff member uses the admin in: Payload's
 * `payload-lng` cookie (set when they switch language), else the browser's Accept-Language, else
 * German. Headings, option values, yes/no and dates follow it; the stored codes never show.
 */

let payload: Payload
let staffCookie: string

const PASSWORD = 'a-long-password-1'
const DE_MOMENT = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/
const EN_MOMENT = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/

/** GET /api/<collection>/export.csv as the logged-in staff member: its rows split into cells. */
async function exportAs(
  collection: 'bookings' | 'contact-messages',
  { language, acceptLanguage }: { language?: 'de' | 'en'; acceptLanguage?: string },
) {
  const cookie = language ? `${staffCookie}; payload-lng=${language}` : staffCookie
  const headers: Record<string, string> = acceptLanguage
    ? { 'Accept-Language': acceptLanguage }
    : {}
  const response = await rest('GET', `/api/${collection}/export.csv`, { cookie, headers })
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = new TextDecoder('utf-8').decode(bytes)
  const [header, ...rows] = text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'))
  const cell = (row: string[], heading: string) => row[header.indexOf(heading)]
  return { header, rows, text, cell }
}

describe('inbox exports in the staff member’s admin language', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      data: { email: 'sprache@institut.example', password: PASSWORD, name: 'Sprache' },
    })
    const login = await rest('POST', '/api/users/login/', {
      body: { email: 'sprache@institut.example', password: PASSWORD },
    })
    expect(login.status).toBe(200)
    staffCookie = cookieFrom(login)
    const person = { anrede: 'Frau' as const, vorname: 'Ida', nachname: 'Imhof' }
    await payload.create({
      collection: 'bookings',
      data: {
        bookingNumber: 'B-2026-0042',
        status: 'new',
        kind: 'buchung',
        language: 'en',
        contact: { ...person, email: 'ida@firma.example', telefon: '0251 2' },
        billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster', land: 'DE' },
        items: [
          {
            type: 'seminar',
            title: 'Konflikte lösen',
            period: '03.03.2027–04.03.2027',
            price: 1490,
            currency: 'EUR',
            participants: [
              { ...person, email: 'ida@firma.example' },
              { anrede: 'Herr', vorname: 'Ole', nachname: 'Ott', email: 'ole@firma.example' },
            ],
          },
        ],
        idempotencyKey: 'export-language-1',
      },
      overrideAccess: true,
      context: noRevalidate,
    })
    await payload.create({
      collection: 'contact-messages',
      data: {
        formType: FORM_TYPES.contactLong,
        status: 'new',
        language: 'de',
        anrede: 'Frau',
        vorname: 'Lea',
        nachname: 'Lang',
        email: 'lea@firma.example',
        land: 'AT',
        info: 'Offene Seminare,Coachings',
        mitteilung: '=SUMME(A1:A9)',
        newsletter: true,
      },
      overrideAccess: true,
      context: noRevalidate,
    })
  })

  it('exports bookings in German for a German admin: headings, "Neu", the kind, dd.MM.yyyy', async () => {
    const { header, rows, cell, text } = await exportAs('bookings', { language: 'de' })
    expect(header).toEqual(
      expect.arrayContaining(['Buchungsnummer', 'Gebucht am', 'Status', 'Art', 'Währung']),
    )
    expect(header).toContain('Teilnehmer/in')
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(cell(row, 'Status')).toBe('Neu')
      expect(cell(row, 'Art')).toBe('Verbindliche Buchung')
      expect(cell(row, 'Gebucht am')).toMatch(DE_MOMENT)
      expect(cell(row, 'Preis je Person')).toBe('1490,00')
    }
    expect(rows.map((row) => cell(row, 'Teilnehmer/in'))).toEqual(['Ida Imhof', 'Ole Ott'])
    expect(text).not.toMatch(/;(new|buchung);/)
  })

  it('exports bookings in English for an English admin: headings, "New", dd/MM/yyyy', async () => {
    const { header, rows, cell, text } = await exportAs('bookings', { language: 'en' })
    expect(header).toEqual(
      expect.arrayContaining(['Booking number', 'Booked on', 'Status', 'Kind', 'Currency']),
    )
    expect(header).toContain('Participant')
    expect(header).not.toContain('Währung')
    for (const row of rows) {
      expect(cell(row, 'Status')).toBe('New')
      expect(cell(row, 'Kind')).toBe('Binding booking')
      expect(cell(row, 'Booked on')).toMatch(EN_MOMENT)
      expect(cell(row, 'Price per person')).toBe('1490.00')
    }
    expect(text).not.toMatch(/;(new|buchung);/)
  })

  it("follows the browser's language when the admin language was never switched", async () => {
    const english = await exportAs('bookings', { acceptLanguage: 'en-GB,en;q=0.9' })
    expect(english.header[0]).toBe('Booking number')
    const german = await exportAs('bookings', { acceptLanguage: 'de-DE,de;q=0.9' })
    expect(german.header[0]).toBe('Buchungsnummer')
    // The cookie, which the admin's own language switch sets, wins over the browser.
    const switched = await exportAs('bookings', { language: 'de', acceptLanguage: 'en' })
    expect(switched.header[0]).toBe('Buchungsnummer')
  })

  it('exports a contact message with translated values and dates in both languages', async () => {
    const de = await exportAs('contact-messages', { language: 'de' })
    const [deRow] = de.rows
    expect(de.header.slice(0, 4)).toEqual(['Eingegangen am', 'Status', 'Spam', 'Sprache'])
    expect(de.cell(deRow, 'Eingegangen am')).toMatch(DE_MOMENT)
    expect(de.cell(deRow, 'Status')).toBe('Neu')
    expect(de.cell(deRow, 'Spam')).toBe('Nein')
    expect(de.cell(deRow, 'Sprache')).toBe('Deutsch')
    expect(de.cell(deRow, 'Formular')).toBe('Kontaktseite (lang)')
    expect(de.cell(deRow, 'Newsletter')).toBe('Ja')
    expect(de.cell(deRow, 'Anrede')).toBe('Frau')
    expect(de.cell(deRow, 'Thema')).toBe('Offene Seminare, Coachings')
    expect(de.cell(deRow, 'Land')).toBe('Österreich')

    const en = await exportAs('contact-messages', { language: 'en' })
    const [enRow] = en.rows
    expect(en.header.slice(0, 4)).toEqual(['Received on', 'Status', 'Spam', 'Language'])
    expect(en.cell(enRow, 'Received on')).toMatch(EN_MOMENT)
    expect(en.cell(enRow, 'Status')).toBe('New')
    expect(en.cell(enRow, 'Spam')).toBe('No')
    expect(en.cell(enRow, 'Language')).toBe('German')
    expect(en.cell(enRow, 'Form')).toBe('Contact page (long)')
    expect(en.cell(enRow, 'Newsletter')).toBe('Yes')
    // The form's option words are stored in German; the English export names them in English.
    expect(en.cell(enRow, 'Salutation')).toBe('Ms')
    expect(en.cell(enRow, 'Topic')).toBe('Open seminars, Coaching')
    expect(en.cell(enRow, 'Country')).toBe('Austria')
  })

  it('keeps defusing formulas whatever the language', async () => {
    for (const language of ['de', 'en'] as const) {
      const { text } = await exportAs('contact-messages', { language })
      expect(text).toContain(";'=SUMME(A1:A9);")
      expect(text).not.toMatch(/(^|;)=SUMME/m)
    }
  })
})
