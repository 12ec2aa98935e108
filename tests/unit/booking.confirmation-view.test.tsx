// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ConfirmationView } from '@/features/booking/confirmation/components/ConfirmationView'
import type { BookingConfirmation } from '@/features/booking/confirmation/read'
import { totalsWithVat } from '@/features/booking/vat'

import { renderInLocale } from '../helpers/render-in-locale'

const place = { name: 'Haus am Aasee', address: ['Seeweg 1', '48149 Münster'] }

const confirmation = (overrides: Partial<BookingConfirmation> = {}): BookingConfirmation => ({
  bookingNumber: 'B-2026-004711',
  kind: 'buchung',
  status: 'new',
  bookedAt: '2026-11-28T10:00:00.000Z',
  contact: { name: 'Karl Kontakt', email: 'karl@firma.example' },
  billing: ['Firma GmbH', 'Hafenweg 5', '48155 Münster', 'Deutschland'],
  items: [
    {
      type: 'seminar',
      title: 'Verhandeln mit Gewinn',
      date: { dateId: 11, period: '03.12.2026 – 04.12.2026', place, hasDay: true },
      modules: [],
      price: 1490,
      currency: 'EUR',
      participants: ['Ida Muster', 'Dr. Ole Muster'],
    },
    {
      type: 'qualifizierungsprogramm',
      title: 'Führungsprogramm',
      date: null,
      modules: [
        {
          title: 'Basis',
          seminarTitle: 'Führen in Veränderung',
          date: { dateId: 21, period: '15.01.2027', place, hasDay: true },
        },
        {
          title: 'Vertiefung',
          seminarTitle: 'Konflikte lösen',
          date: { dateId: 22, period: 'nach Vereinbarung', place: null, hasDay: false },
        },
      ],
      price: 1690,
      currency: 'CHF',
      participants: ['Ida Muster'],
    },
  ],
  totals: totalsWithVat([
    { currency: 'EUR', amount: 2980 },
    { currency: 'CHF', amount: 1690 },
  ]),
  ...overrides,
})

/** A row's text with Intl's narrow spaces as plain ones. */
const rowText = (scope: HTMLElement, name: RegExp) =>
  within(scope).getByRole('row', { name }).textContent?.replace(/\s/g, ' ')

const view = (data: BookingConfirmation, locale: 'de' | 'en' = 'de') =>
  renderInLocale(
    <ConfirmationView
      confirmation={data}
      locale={locale}
      organisation="Institut für Führung Münster"
      termsHref={locale === 'de' ? '/teilnahmebedingungen/' : '/en/terms-of-participation/'}
      seminarsHref={locale === 'de' ? '/seminare/' : '/en/seminars/'}
    />,
    locale,
  )

describe('the booking confirmation page', () => {
  it('shows the number, each item with its dates, venue and participants, and the totals with VAT', () => {
    view(confirmation())
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ihre Buchung ist bei uns eingegangen' }),
    ).toBeTruthy()
    expect(screen.getByTestId('confirmation-number').textContent).toBe('B-2026-004711')
    const [seminar, programme] = screen.getAllByTestId('confirmation-item')
    expect(within(seminar).getByTestId('confirmation-place').textContent).toBe(
      'Haus am AaseeSeeweg 148149 Münster',
    )
    expect(
      within(seminar).getByText(/1\.490,00 € je Person × 2 Personen = 2\.980,00 €/),
    ).toBeTruthy()
    expect(within(seminar).getByText('Dr. Ole Muster')).toBeTruthy()
    expect(within(programme).getByRole('heading', { name: 'Modul 1: Basis' })).toBeTruthy()
    expect(
      within(programme)
        .getAllByTestId('confirmation-module-seminar')
        .map((p) => p.textContent),
    ).toEqual(['Führen in Veränderung', 'Konflikte lösen'])

    const euro = screen.getByTestId('confirmation-total-EUR')
    expect(rowText(euro, /Netto/)).toContain('2.980,00 €')
    expect(rowText(euro, /MwSt\. 19\s%/)).toContain('566,20 €')
    expect(rowText(euro, /brutto/)).toContain('3.546,20 €')
    const franc = screen.getByTestId('confirmation-total-CHF')
    expect(rowText(franc, /MwSt\. 8,1\s%/)).toContain('136,89 CHF')
  })

  it('offers a calendar file for each date with a day, and none for a date given as text', () => {
    view(confirmation())
    const links = screen.getAllByRole('link', { name: /^Zum Kalender hinzufügen/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/kalender/11/?language=de',
      '/api/kalender/21/?language=de',
    ])
    expect(links[1].getAttribute('aria-label')).toBe(
      'Zum Kalender hinzufügen (.ics): Führen in Veränderung, 15.01.2027',
    )
  })

  it('says what happens next and the cancellation terms in short, and leads nowhere near the cart', () => {
    view(confirmation())
    const steps = within(screen.getByTestId('confirmation-next')).getAllByRole('listitem')
    expect(steps[0].textContent).toMatch(/Innerhalb eines Werktags .* Anmeldebestätigung/)
    expect(steps[1].textContent).toMatch(/Rechnung kommt etwa vier Wochen vor Seminarbeginn/)
    const terms = screen.getByRole('region', { name: 'Stornierung in Kürze' })
    expect(within(terms).getByText(/ab dem ersten Modul/)).toBeTruthy()
    expect(
      within(terms).getByRole('link', { name: 'Alle Teilnahmebedingungen' }).getAttribute('href'),
      // next/link drops the slash outside the app (trailingSlash is next.config's).
    ).toMatch(/^\/teilnahmebedingungen\/?$/)
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(targets.filter((href) => /warenkorb|buchung/.test(href ?? ''))).toEqual([])
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeTruthy()
  })

  it('tells a reservation, a confirmed and a cancelled booking apart', () => {
    const { unmount } = view(confirmation({ kind: 'reservierung' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ihre Reservierung ist bei uns eingegangen',
    )
    expect(screen.getByText(/erst, wenn Sie zusagen und wir sie bestätigen/)).toBeTruthy()
    unmount()
    view(confirmation({ status: 'cancelled' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Diese Buchung ist storniert',
    )
    expect(screen.queryByRole('region', { name: 'Stornierung in Kürze' })).toBeNull()
  })

  it('writes money and days the English way on the English page', () => {
    view(confirmation(), 'en')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We have received your booking',
    )
    const euro = screen.getByTestId('confirmation-total-EUR')
    expect(rowText(euro, /VAT 19%/)).toContain('€566.20')
    expect(rowText(euro, /gross/)).toContain('€3,546.20')
    expect(screen.getByText('Received on').nextElementSibling?.textContent).toBe('28 Nov 2026')
  })
})
