// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CartView } from '@/features/cart/components/CartView.client'
import { CART_VIEW_LABEL_KEYS, type CartViewLabels } from '@/features/cart/components/labels'
import type { CartDetails, CartState } from '@/features/cart/types'
import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import { addProgramme, addSeminarDate } from '@/features/cart/rules'
import type { SeminarDateView } from '@/features/seminars/types'

import de from '../../messages/de.json'
import { seminarDateView } from './fixtures/seminar-date-view'

const labels = Object.fromEntries(
  CART_VIEW_LABEL_KEYS.map((key) => [key, de.cart[key]]),
) as CartViewLabels

const date = (id: number, overrides: Partial<SeminarDateView> = {}) =>
  seminarDateView({ id, ...overrides })

const zurich = date(32, {
  seminarId: 8,
  seminarTitle: 'Verhandeln mit Erfolg',
  seminarUrl: '/seminare/verhandeln/',
  place: 'Zürich',
  price: 1690,
  currency: 'CHF',
  priceLabel: '1.690,00\u00a0CHF',
})

let fetchMock: ReturnType<typeof vi.fn>

/**
 * Stores a cart as another page would have, answers the details endpoint with `details`, renders
 * the view.
 */
async function renderCart(state: CartState, details: CartDetails | Response) {
  localStorage.setItem('warenkorb', JSON.stringify({ state, version: 1 }))
  fetchMock = vi.fn(async () => (details instanceof Response ? details : Response.json(details)))
  vi.stubGlobal('fetch', fetchMock)
  render(<CartView locale="de" labels={labels} bookingUrl="/buchung/" seminarsUrl="/seminare/" />)
  await act(async () => {})
}

function cartOf(...dates: [dateId: number, seminarId: number][]): CartState {
  return dates.reduce(
    (state, [dateId, seminarId]) => addSeminarDate(state, { dateId, seminarId }),
    initialCartState,
  )
}

const items = () => screen.getAllByTestId('cart-item')

beforeEach(() => {
  localStorage.clear()
  useCartStore.setState(initialCartState, true)
})

describe('cart page view', () => {
  it('asks the server about the stored dates and shows title, period, place, price and subtotal', async () => {
    await renderCart(addSeminarDate(cartOf([31, 7]), { dateId: 31, seminarId: 7 }), {
      dates: [date(31)],
      programmes: [],
    })
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost')
    expect(url.pathname).toBe('/api/json-api/warenkorb/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ language: 'de', termine: '31' })

    const [item] = items()
    expect(
      within(item).getByRole('link', { name: 'Führen in Veränderung' }).getAttribute('href'),
    ).toMatch(/^\/seminare\/fuehren-in-veraenderung\/?#seminar-detail-section-termine$/)
    expect(item.textContent).toContain('03.12.2026 – 04.12.2026')
    expect(item.textContent).toContain('Münster')
    expect(within(item).getByTestId('participant-count').textContent).toBe('2')
    expect(within(item).getByTestId('cart-item-subtotal').textContent).toBe('2.980,00\u00a0€')
    expect(screen.getByRole('link', { name: 'Weiter zur Buchung' }).getAttribute('href')).toMatch(
      /^\/buchung\/?$/,
    )
  })

  it('adds up euros and francs separately', async () => {
    await renderCart(cartOf([31, 7], [33, 7], [32, 8]), {
      dates: [date(31), date(33), zurich],
      programmes: [],
    })
    expect(items()).toHaveLength(3)
    expect(screen.getByTestId('cart-total-EUR').textContent).toBe('2.980,00\u00a0€')
    expect(screen.getByTestId('cart-total-CHF').textContent).toBe('1.690,00\u00a0CHF')
  })

  it('changes participants with − and +, − unavailable at one, and says so', async () => {
    const user = userEvent.setup()
    await renderCart(cartOf([31, 7]), { dates: [date(31)], programmes: [] })
    const minus = screen.getByRole('button', {
      name: 'Teilnehmende verringern: Führen in Veränderung',
    })
    const plus = screen.getByRole('button', { name: 'Teilnehmende erhöhen: Führen in Veränderung' })
    expect(minus.getAttribute('aria-disabled')).toBe('true')
    await user.click(minus)
    expect(useCartStore.getState().warenkorb[0].teilnehmer).toBe(1)

    await user.click(plus)
    await user.click(plus)
    expect(screen.getByTestId('participant-count').textContent).toBe('3')
    expect(screen.getByTestId('cart-total-EUR').textContent).toBe('4.470,00\u00a0€')
    expect(screen.getByRole('status').textContent).toBe('Führen in Veränderung: 3 Personen')
    expect(minus.getAttribute('aria-disabled')).toBe('false')

    await user.click(minus)
    expect(useCartStore.getState().warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([1, 2])
    // Counting down needs no new request; the stored cart follows.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(
      JSON.parse(localStorage.getItem('warenkorb') ?? '{}').state.warenkorb[0].teilnehmer,
    ).toBe(2)
  })

  it('removes an item, announces it, and shows the empty view after the last one', async () => {
    const user = userEvent.setup()
    await renderCart(cartOf([31, 7], [32, 8]), { dates: [date(31), zurich], programmes: [] })
    await user.click(
      screen.getByRole('button', { name: 'Aus dem Warenkorb entfernen: Verhandeln mit Erfolg' }),
    )
    expect(items()).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toBe(
      '„Verhandeln mit Erfolg“ wurde aus dem Warenkorb entfernt.',
    )
    expect(screen.queryByTestId('cart-total-CHF')).toBeNull()

    await user.click(
      screen.getByRole('button', { name: 'Aus dem Warenkorb entfernen: Führen in Veränderung' }),
    )
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer.' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zu den Seminaren' }).getAttribute('href')).toMatch(
      /^\/seminare\/?$/,
    )
    expect(useCartStore.getState().warenkorb).toEqual([])
  })

  it('shows the empty view without asking the server when nothing is stored', async () => {
    await renderCart(initialCartState, { dates: [], programmes: [] })
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer.' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByTestId('cart-last-booking')).toBeNull()
  })

  it('leads an emptied cart back to the confirmation of the booking that emptied it', async () => {
    const path = `/buchung/bestaetigung/${'k'.repeat(43)}/`
    sessionStorage.setItem('letzteBuchung', JSON.stringify({ number: 'B-2026-000077', path }))
    await renderCart(initialCartState, { dates: [], programmes: [] })
    expect(screen.getByTestId('cart-last-booking').textContent).toMatch(
      /^Ihre Buchung B-2026-000077 ist bei uns eingegangen\./,
    )
    expect(screen.getByRole('link', { name: 'Zur Buchungsbestätigung' }).getAttribute('href')).toBe(
      path,
    )
    sessionStorage.clear()
  })

  it('blocks the booking while a date is full or no longer offered', async () => {
    await renderCart(cartOf([31, 7], [99, 7]), {
      dates: [date(31, { seatsLeft: 0 })],
      programmes: [],
    })
    const [full, gone] = items()
    expect(full.textContent).toContain('Dieser Termin ist inzwischen ausgebucht.')
    expect(gone.textContent).toContain('Dieser Termin wird nicht mehr angeboten.')
    expect(
      screen.queryByRole('link', { name: 'Weiter zur Buchung' })?.getAttribute('href') ?? null,
    ).toBeNull()
    expect(screen.getByText('Weiter zur Buchung').getAttribute('aria-disabled')).toBe('true')
  })

  it('shows a programme with its modules and the programme price', async () => {
    const modules = [
      {
        _id: 'm1',
        title: 'Führen im Wandel',
        modul_kategorie: 'Basismodul',
        selected_seminar: '7',
        termin: '31',
      },
    ]
    await renderCart(addProgramme(initialCartState, { programmeId: 3, modules }), {
      dates: [date(31)],
      programmes: [
        {
          id: 3,
          title: 'Führungskräfte-Programm',
          price: 4900,
          currency: 'EUR',
          priceLabel: '4.900,00\u00a0€',
          modules: [{ id: 'm1', title: 'Führen im Wandel', category: 'Basismodul' }],
        },
      ],
    })
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      language: 'de',
      termine: '31',
      programme: '3',
    })
    const [item] = items()
    expect(within(item).getByRole('heading', { name: 'Führungskräfte-Programm' })).toBeTruthy()
    expect(item.textContent).toContain('Basismodul')
    expect(item.textContent).toContain('03.12.2026 – 04.12.2026, Münster')
    expect(screen.getByTestId('cart-total-EUR').textContent).toBe('4.900,00\u00a0€')
  })

  it('says when the details cannot be loaded and tries again on request', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderCart(cartOf([31, 7]), new Response('', { status: 500 }))
    expect(screen.getByRole('alert').textContent).toContain('konnten nicht geladen werden')
    fetchMock.mockImplementation(async () => Response.json({ dates: [date(31)], programmes: [] }))
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(items()).toHaveLength(1)
  })
})
