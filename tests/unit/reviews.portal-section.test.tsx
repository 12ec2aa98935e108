// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { PortalReviews } from '@/features/reviews/components/PortalReviews'
import type { OwnReview } from '@/features/reviews/own-reviews'
import type { Customer } from '@/payload-types'

import { completedItem, portalItem } from '../helpers/portal-items'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))
const own = vi.hoisted(() => ({ reviews: new Map<string, OwnReview>() }))
vi.mock('@/features/reviews/own-reviews', () => ({ getOwnReviews: async () => own.reviews }))

const customer = { id: 1, vorname: 'Katrin', nachname: 'Beispiel' } as Customer
const attended = (key: string, bookingId: number, dateId: number) =>
  completedItem(key, { bookingId, dateId, seminarId: 5, title: `Seminar ${key}` })

async function renderSection(items = [attended('a', 1, 11), attended('b', 2, 12)]) {
  render(await PortalReviews({ customer, items, locale: 'de', path: '/kundenportal/seminare/' }))
  return screen.getByRole('region', { name: 'Ihre Bewertungen' })
}

describe('the portal’s review section', () => {
  it('offers the form for an attended date and shows a written review with staff’s decision', async () => {
    own.reviews = new Map([
      [
        '2-12',
        {
          status: 'rejected',
          rejectionReason: 'Nennt eine andere Person mit Namen.',
          stars: 3,
          text: 'Ganz gut.',
          language: 'de',
          showName: false,
          authorName: 'Katrin B.',
        },
      ],
    ])
    const section = await renderSection()
    const open = within(section).getByRole('article', { name: 'Seminar a' })
    expect(within(open).getByText('Seminar bewerten')).toBeTruthy()
    expect(within(open).getByRole('checkbox', { name: /„Katrin B.“/ })).toBeTruthy()
    const done = within(section).getByRole('article', { name: 'Seminar b' })
    expect(within(done).getByText('Nicht veröffentlicht')).toBeTruthy()
    expect(within(done).getByText('Nennt eine andere Person mit Namen.')).toBeTruthy()
    expect(within(done).getByText('Anonym')).toBeTruthy()
    // Marked with the language it was written in, so an English page reads it out in German.
    expect(within(done).getByText('Ganz gut.').getAttribute('lang')).toBe('de')
    expect(within(done).queryByText('Seminar bewerten')).toBeNull()
  })

  it('without an attended date: says when reviewing becomes possible', async () => {
    own.reviews = new Map()
    const section = await renderSection(
      [portalItem('upcoming', { dateId: 3, seminarId: 5 }), attended('cancelled', 4, 14)].map(
        (item, i) => (i === 1 ? { ...item, status: 'cancelled' as const } : item),
      ),
    )
    expect(within(section).getByText(/Sobald Sie ein Seminar besucht haben/)).toBeTruthy()
    expect(within(section).queryByRole('article')).toBeNull()
  })
})
