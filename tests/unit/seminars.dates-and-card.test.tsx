// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import { getSeminarCardLabels, SeminarCard } from '@/features/seminars/components/SeminarCard'
import { SeminarDatesSection } from '@/features/seminars/components/SeminarDatesSection'
import type { SeminarDateView, SeminarSummary } from '@/features/seminars/types'

import { seminarDateView } from './fixtures/seminar-date-view'

// The waiting-list buttons are async server components of their own (tests/unit/waiting-list.*).
vi.mock('@/features/waiting-list/components/WaitingListButton', () => ({
  WaitingListButton: () => null,
  DateAlertButton: () => null,
}))
vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const date = (id: number, seatsLeft: number, overrides: Partial<SeminarDateView> = {}) =>
  seminarDateView({ id, seatsLeft, period: `0${id}.12.2026 – 0${id + 1}.12.2026`, ...overrides })

const rows = () => screen.getAllByTestId('seminar-date')

describe('dates section of a seminar page', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState(initialCartState, true)
  })

  it('lists each date like a timetable row with its seats, and offers no booking when full', async () => {
    render(
      await SeminarDatesSection({
        dates: [
          date(1, 8),
          date(3, 3),
          date(5, 0, { place: 'Zürich', priceLabel: '1.690,00\u00a0CHF', currency: 'CHF' }),
        ],
        seminarId: 7,
        duration: 2,
        locale: 'de',
      }),
    )
    const section = screen.getByRole('region', { name: 'Termine und Buchung' })
    expect(section.id).toBe('seminar-detail-section-termine')
    const [open, few, full] = rows()
    expect(open.textContent).toContain('01.12.2026 – 02.12.2026')
    expect(open.textContent).toContain('2 Tage')
    expect(open.textContent).toContain('1.490,00\u00a0€')
    expect(within(open).getByText('Noch 8 Plätze frei')).toBeTruthy()
    expect(
      within(open).getByRole('button', {
        name: 'Termin 01.12.2026 – 02.12.2026 in Münster buchen',
      }),
    ).toBeTruthy()

    expect(within(few).getByText('Noch 3 Plätze frei').getAttribute('data-seats')).toBe('few')
    expect(within(open).getByText('Noch 8 Plätze frei').getAttribute('data-seats')).toBe('free')

    expect(within(full).getByText('Ausgebucht')).toBeTruthy()
    expect(full.textContent).toContain('1.690,00\u00a0CHF')
    expect(within(full).queryByRole('button')).toBeNull()
  })

  it('puts a date into the cart, says so, offers the cart, and adds a participant on the next click', async () => {
    const user = userEvent.setup()
    render(
      await SeminarDatesSection({ dates: [date(1, 8)], seminarId: 7, duration: 2, locale: 'de' }),
    )
    const book = screen.getByRole('button', { name: /buchen$/ })
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('link', { name: 'Zum Warenkorb' })).toBeNull()

    await user.click(book)
    expect(
      await screen.findByText('Der Termin 01.12.2026 – 02.12.2026 liegt jetzt im Warenkorb.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toMatch(
      /^\/warenkorb\/?$/,
    )
    expect(useCartStore.getState().warenkorb).toMatchObject([
      { _id: '7', termin_auswahl: { termin: '1' }, teilnehmer: 1 },
    ])

    await user.click(book)
    expect(
      await screen.findByText(
        'Für den Termin 01.12.2026 – 02.12.2026 sind jetzt 2 Teilnehmende im Warenkorb.',
      ),
    ).toBeTruthy()
    expect(useCartStore.getState().warenkorb).toHaveLength(1)
  })

  it('shows the English days label and links to the English cart', async () => {
    const user = userEvent.setup()
    render(
      await SeminarDatesSection({
        dates: [
          date(1, 1, { days: null, startDate: null, endDate: null, period: 'by arrangement' }),
        ],
        seminarId: 7,
        duration: 1,
        locale: 'en',
      }),
    )
    expect(rows()[0].textContent).toContain('1 day')
    expect(screen.getByText('1 seat left')).toBeTruthy()
    await user.click(
      screen.getByRole('button', { name: 'Book the date by arrangement in Münster' }),
    )
    expect((await screen.findByRole('link', { name: 'Go to cart' })).getAttribute('href')).toMatch(
      /^\/en\/cart\/?$/,
    )
  })

  it('without dates, says so and links to the contact page', async () => {
    render(await SeminarDatesSection({ dates: [], seminarId: 7, duration: 2, locale: 'de' }))
    expect(screen.getByText('Für dieses Seminar sind gerade keine Termine geplant.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).toMatch(
      /^\/kontakt\/?$/,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('seminar card', () => {
  const seminar: SeminarSummary = {
    id: 7,
    code: 'FK-101',
    title: 'Führen in Veränderung',
    subtitle: 'Sicher durch Umbrüche',
    rating: 4.5,
    ratingCount: 12,
    url: '/seminare/fuehren-in-veraenderung/',
    duration: 2,
    topicIds: [1],
    nextDate: date(1, 8),
  }

  // The visually hidden title tells screen-reader users which seminar the button books.
  it('shows title, subtitle, stars, next date with place, price and duration, and books on the seminar page', async () => {
    render(<SeminarCard seminar={seminar} locale="de" labels={await getSeminarCardLabels('de')} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Führen in Veränderung' })).toBeTruthy()
    expect(screen.getByText('Sicher durch Umbrüche')).toBeTruthy()
    expect(
      screen
        .getByRole('img', { name: 'Bewertung 4,5 von 5' })
        .querySelectorAll('[data-star="half"]'),
    ).toHaveLength(1)
    expect(screen.getByText('01.12.2026 – 02.12.2026 · Münster')).toBeTruthy()
    expect(screen.getByText('2 Tage')).toBeTruthy()
    expect(screen.getByText('1.490,00 €')).toBeTruthy()
    const book = screen.getByRole('link', { name: /^Termin buchen ?: Führen in Veränderung$/ })
    expect(book.getAttribute('href')?.endsWith('#seminar-detail-section-termine')).toBe(true)
    expect(book.getAttribute('href')?.startsWith('/seminare/fuehren-in-veraenderung')).toBe(true)
  })

  it('without a bookable date, says so and still leads to the dates section', async () => {
    render(
      <SeminarCard
        seminar={{ ...seminar, nextDate: null, rating: null }}
        locale="en"
        labels={await getSeminarCardLabels('en')}
      />,
    )
    expect(screen.getByText('No dates scheduled at the moment')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(
      screen
        .getByRole('link', { name: /^See dates ?: Führen in Veränderung$/ })
        .getAttribute('href'),
    ).toMatch(/#seminar-detail-section-termine$/)
  })
})
