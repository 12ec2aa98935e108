// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { BookmarksLink } from '@/features/bookmarks/BookmarksLink.client'
import { BookmarkToggle } from '@/features/bookmarks/BookmarkToggle.client'
import { bookmarkToggleLabels } from '@/features/bookmarks/labels'
import { initialBookmarksState, useBookmarksStore } from '@/features/bookmarks/store'

import de from '../../messages/de.json'

const labels = bookmarkToggleLabels(de.bookmarks.toggle, 'Führen in Veränderung')
const countLabels = {
  zero: 'Merkzettel, leer',
  one: 'Merkzettel, # Seminar',
  other: 'Merkzettel, # Seminare',
}
const stored = () => JSON.parse(localStorage.getItem('merkzettel') ?? '{}')?.state?.seminarIds

describe('bookmark toggle', () => {
  beforeEach(() => {
    localStorage.clear()
    useBookmarksStore.setState(initialBookmarksState, true)
  })

  it('is a named toggle button that flips aria-pressed, announces the change and stores it', async () => {
    const user = userEvent.setup()
    render(<BookmarkToggle seminarId={7} labels={labels} />)
    const button = screen.getByRole('button', { name: 'Seminar „Führen in Veränderung“ merken' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('')

    await user.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(button.getAttribute('title')).toBe('Vom Merkzettel entfernen')
    expect(button.querySelector('svg')?.getAttribute('data-filled')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe(
      '„Führen in Veränderung“ steht jetzt auf Ihrem Merkzettel.',
    )
    expect(stored()).toEqual([7])

    await user.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(button.querySelector('svg')?.getAttribute('data-filled')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe(
      '„Führen in Veränderung“ wurde vom Merkzettel entfernt.',
    )
    expect(stored()).toEqual([])
  })

  it('works with the keyboard alone (Enter and Space)', async () => {
    const user = userEvent.setup()
    render(<BookmarkToggle seminarId={7} labels={labels} withText />)
    await user.tab()
    const button = screen.getByRole('button', { name: /merken$/ })
    expect(document.activeElement).toBe(button)
    expect(button.textContent).toBe('Merken')
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-pressed')).toBe('true')
    await user.keyboard(' ')
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it('shows what is already stored, and the header count follows toggles here and in other tabs', async () => {
    localStorage.setItem(
      'merkzettel',
      JSON.stringify({ state: { seminarIds: [7, 3] }, version: 1 }),
    )
    await useBookmarksStore.persist.rehydrate()
    const user = userEvent.setup()
    render(
      <>
        <BookmarksLink href="/merkzettel/" label="Merkzettel" countLabels={countLabels} />
        <BookmarkToggle seminarId={7} labels={labels} />
      </>,
    )
    const button = screen.getByRole('button')
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    const link = screen.getByRole('link', { name: 'Merkzettel, 2 Seminare' })
    expect(link.getAttribute('href')).toBe('/merkzettel/')
    expect(screen.getByTestId('bookmarks-count').textContent).toBe('2')

    await user.click(button)
    expect(screen.getByRole('link', { name: 'Merkzettel, 1 Seminar' })).toBeTruthy()

    // Another tab empties the list: this page follows through the storage event.
    localStorage.setItem('merkzettel', JSON.stringify({ state: { seminarIds: [] }, version: 1 }))
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'merkzettel' }))
    })
    expect(screen.getByRole('link', { name: 'Merkzettel, leer' })).toBeTruthy()
    expect(screen.getByTestId('bookmarks-count').className).toContain('hidden')
  })
})
