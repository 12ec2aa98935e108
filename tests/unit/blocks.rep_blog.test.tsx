// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { type BlogCard, BlogList } from '@/blocks/BlogOverview/Component.client'

const labels = {
  filter: 'Nach Themen filtern',
  all: 'Alle Themen',
  showMore: 'Weitere Artikel anzeigen',
  empty: 'Keine Artikel.',
  results: '{count} Artikel',
}
const topics = [
  { id: 'a', title: 'Führung' },
  { id: 'b', title: 'Kommunikation' },
  { id: 'c', title: 'Selbstmanagement' },
]

/** 20 articles: 12 about 'a', 8 about 'b', none about 'c'. */
const articles: BlogCard[] = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  title: `Artikel ${i + 1}`,
  url: `/blog/artikel-${i + 1}/`,
  intro: 'Einleitung',
  date: '01.10.2026',
  dateTime: '2026-10-01',
  meta: '',
  themaIds: [i < 12 ? 'a' : 'b'],
  themen: [],
  image: null,
}))

const cards = () => within(screen.getByTestId('blog-cards')).getAllByRole('listitem')
const showMore = () => screen.queryByRole('button', { name: labels.showMore })

describe('blog block', () => {
  it('shows 9 articles, then 6 more per click, and hides the button at the end', () => {
    render(<BlogList topics={topics} articles={articles} labels={labels} />)
    expect(cards()).toHaveLength(9)
    fireEvent.click(showMore()!)
    expect(cards()).toHaveLength(15)
    fireEvent.click(showMore()!)
    expect(cards()).toHaveLength(20)
    expect(showMore()).toBeNull()
  })

  it('filters by several topics at once and starts again at 9 after each change', () => {
    render(<BlogList topics={topics} articles={articles} labels={labels} />)
    fireEvent.click(showMore()!)
    expect(cards()).toHaveLength(15)

    fireEvent.click(screen.getByRole('button', { name: 'Führung' }))
    expect(screen.getByRole('button', { name: 'Führung' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(cards()).toHaveLength(9)
    fireEvent.click(showMore()!)
    expect(cards()).toHaveLength(12)

    fireEvent.click(screen.getByRole('button', { name: 'Kommunikation' }))
    expect(cards()).toHaveLength(9)
    expect(screen.getByRole('status').textContent).toBe('20 Artikel')
  })

  it('says so when no article matches, and "all topics" clears the filter', () => {
    render(<BlogList topics={topics} articles={articles} labels={labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Selbstmanagement' }))
    expect(screen.getByText('Keine Artikel.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Alle Themen' }))
    expect(cards()).toHaveLength(9)
  })
})
