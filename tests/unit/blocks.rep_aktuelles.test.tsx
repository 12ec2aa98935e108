// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { type NewsCard, NewsGrid } from '@/blocks/News/Component.client'

const labels = {
  readMore: 'Weiterlesen',
  showMore: 'Weitere Meldungen anzeigen',
  close: 'Schließen',
}
const items: NewsCard[] = Array.from({ length: 7 }, (_, i) => ({
  id: String(i),
  title: `Meldung ${i + 1}`,
  intro: `Der ganze Text der Meldung ${i + 1}.`,
  date: '01.11.2026',
  dateTime: '2026-11-01',
  card: null,
  large: <img alt={`Bild ${i + 1}`} src="data:," />,
}))

const headings = () => screen.getAllByRole('heading', { level: 3 })

describe('news block', () => {
  it('shows 3 items, then 3 more per click, and hides the button when all are shown', () => {
    render(<NewsGrid items={items} labels={labels} />)
    expect(headings()).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: labels.showMore }))
    expect(headings()).toHaveLength(6)
    fireEvent.click(screen.getByRole('button', { name: labels.showMore }))
    expect(headings()).toHaveLength(7)
    expect(screen.queryByRole('button', { name: labels.showMore })).toBeNull()
  })

  it('opens a dialog with image, title and text, and closes it again', () => {
    render(<NewsGrid items={items} labels={labels} />)
    fireEvent.click(screen.getByRole('button', { name: /Weiterlesen\W+Meldung 2/ }))
    const dialog = screen.getByRole('dialog', { name: 'Meldung 2' })
    expect(dialog.textContent).toContain('Der ganze Text der Meldung 2.')
    expect(screen.getByRole('img', { name: 'Bild 2' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: labels.close }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
