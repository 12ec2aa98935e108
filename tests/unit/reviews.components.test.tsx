// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ReviewForm } from '@/features/reviews/components/ReviewForm.client'
import { type ReviewCardView, ReviewList } from '@/features/reviews/components/ReviewList.client'
import { SeminarReviews } from '@/features/reviews/components/SeminarReviews'
import type { PublishedReview } from '@/features/reviews/queries'
import type { RatingSummary } from '@/features/reviews/rating'

import { renderInLocale } from '../helpers/render-in-locale'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const stored = vi.hoisted(() => ({
  rating: null as RatingSummary | null,
  reviews: [] as PublishedReview[],
}))
vi.mock('@/features/reviews/queries', () => ({
  getSeminarRating: async () => stored.rating,
  getSeminarReviews: async () => stored.reviews,
}))

const card = (id: number): ReviewCardView => ({
  id,
  stars: 5,
  starsLabel: '5 von 5 Sternen',
  text: `Bewertung Nummer ${id}`,
  language: 'de',
  author: `Person ${id}`,
  meta: 'Seminar besucht im März 2026',
})

describe('the seminar page’s review list', () => {
  it('shows a page of reviews; the button adds the next page and moves the focus there', async () => {
    const user = userEvent.setup()
    render(
      <ReviewList
        reviews={Array.from({ length: 7 }, (_, i) => card(i + 1))}
        pageSize={5}
        verified="Verifizierte Teilnahme"
        showMore="Weitere Bewertungen anzeigen ({count} von {total} gezeigt)"
      />,
    )
    expect(within(screen.getByTestId('seminar-reviews')).getAllByRole('article')).toHaveLength(5)
    const more = screen.getByRole('button', {
      name: 'Weitere Bewertungen anzeigen (5 von 7 gezeigt)',
    })
    more.focus()
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('article')).toHaveLength(7)
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Person 6' })),
    )
    // All shown: no button left.
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByText('Verifizierte Teilnahme')).toHaveLength(7)
  })

  it('marks each text with the language it was written in', () => {
    render(
      <ReviewList
        reviews={[{ ...card(1), language: 'en', text: 'Great course' }]}
        pageSize={5}
        verified="Verified attendance"
        showMore=""
      />,
    )
    expect(screen.getByText('Great course').getAttribute('lang')).toBe('en')
  })
})

describe('the seminar page’s review section', () => {
  it('without reviews: says so, and still says how reviews are verified', async () => {
    stored.rating = null
    stored.reviews = []
    render(await SeminarReviews({ seminarId: 1, locale: 'de' }))
    const section = screen.getByRole('region', { name: 'Bewertungen' })
    expect(within(section).getByText(/noch keine veröffentlichten Bewertungen/)).toBeTruthy()
    expect(within(section).getByText('So prüfen wir Bewertungen')).toBeTruthy()
    expect(within(section).getByText(/gebucht und besucht hat/)).toBeTruthy()
  })

  it('shows the average with a decimal comma, the count and the reviews, anonymous where asked', async () => {
    stored.rating = { average: 4.5, count: 2 }
    stored.reviews = [
      {
        id: 1,
        stars: 5,
        text: 'Sehr praxisnah.',
        authorName: 'Anna K.',
        language: 'de',
        writtenAt: '2026-03-14T10:00:00.000Z',
        attendedUntil: '2026-03-10T00:00:00.000Z',
      },
      {
        id: 2,
        stars: 4,
        text: 'Clear and useful.',
        authorName: null,
        language: 'en',
        writtenAt: '2026-02-01T10:00:00.000Z',
        attendedUntil: '2026-01-28T00:00:00.000Z',
      },
    ]
    render(await SeminarReviews({ seminarId: 1, locale: 'de' }))
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeTruthy()
    expect(screen.getByText('2 verifizierte Bewertungen')).toBeTruthy()
    const [first, second] = screen.getAllByRole('article')
    expect(within(first).getByText('Anna K.')).toBeTruthy()
    expect(first.textContent).toContain('Seminar besucht im März 2026')
    expect(first.textContent).toContain('geschrieben am 14.03.2026')
    expect(within(second).getByText('Anonym')).toBeTruthy()
  })
})

describe('the portal’s review form', () => {
  let answer: () => Promise<Response>
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    answer = async () => Response.json({ status: 'ok' })
    fetchMock = vi.fn(async () => answer())
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  function renderForm(locale: 'de' | 'en' = 'de') {
    renderInLocale(
      <>
        <h3 id="visit">Führen in Veränderung</h3>
        <ReviewForm
          bookingId={3}
          dateId={11}
          locale={locale}
          name="Katrin B."
          labelledBy="visit"
          loginHref="/login/"
        />
      </>,
      locale,
    )
    return userEvent.setup()
  }

  it('names what is missing at the field and sends nothing', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Bewertung senden' }))
    expect(await screen.findByText('Bitte wählen Sie 1 bis 5 Sterne.')).toBeTruthy()
    expect(screen.getByText('Bitte beschreiben Sie Ihre Erfahrung.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', { name: /Ihre Erfahrung/ }), 'Zu kurz')
    await user.tab()
    expect(await screen.findByText('Bitte schreiben Sie mindestens 20 Zeichen.')).toBeTruthy()
  })

  it('sends stars, text, the name choice and the booked date', async () => {
    const user = renderForm()
    const form = screen.getByRole('form', { name: 'Führen in Veränderung' })
    await user.click(within(form).getByRole('radio', { name: '4 Sterne – gut' }))
    await user.type(
      within(form).getByRole('textbox', { name: /Ihre Erfahrung/ }),
      'Viele Übungen, die ich direkt anwenden konnte.',
    )
    await user.click(within(form).getByRole('checkbox', { name: /„Katrin B.“/ }))
    await user.click(within(form).getByRole('button', { name: 'Bewertung senden' }))
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Ihre Bewertung ist eingegangen'),
    )
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/json-api/kundenportal/bewertung/')
    expect(JSON.parse(String(init.body))).toEqual({
      message: {
        bookingId: 3,
        dateId: 11,
        stars: 4,
        text: 'Viele Übungen, die ich direkt anwenden konnte.',
        showName: true,
        language: 'de',
      },
    })
  })

  it('says why the server refused: already reviewed', async () => {
    answer = async () =>
      Response.json(
        {
          status: 'error',
          code: 'alreadyReviewed',
          errors: { dateId: 'reviews.form.error.already' },
        },
        { status: 409 },
      )
    const user = renderForm('en')
    await user.click(screen.getByRole('radio', { name: '5 stars – excellent' }))
    await user.type(
      screen.getByRole('textbox', { name: /Your experience/ }),
      'Clear structure and good exercises.',
    )
    await user.click(screen.getByRole('button', { name: 'Send review' }))
    expect(await screen.findByText('You have already reviewed this date.')).toBeTruthy()
  })
})
