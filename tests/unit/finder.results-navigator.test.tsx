// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ResultsNavigator } from '@/features/finder/components/ResultsNavigator.client'

const push = vi.fn()
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}))

function view(search: string) {
  return (
    <ResultsNavigator search={search}>
      <form action="/seminare/seminarfinder/" method="get" aria-label="Termine filtern">
        <label>
          Suchbegriff <input name="q" defaultValue="" />
        </label>
        <label>
          Format
          <select name="format" defaultValue="">
            <option value="">Alle Formate</option>
            <option value="online">Online live</option>
          </select>
        </label>
        <label>
          Sortieren nach
          <select name="sortierung" defaultValue="datum">
            <option value="datum">Datum</option>
            <option value="preis">Preis</option>
          </select>
        </label>
        <button type="submit">Ergebnisse anzeigen</button>
      </form>
    </ResultsNavigator>
  )
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement

describe('the result view without reloads', () => {
  beforeEach(() => push.mockClear())

  it('applies a changed select at once, leaving out empty fields and the default order', () => {
    render(view(''))
    fireEvent.change(field('Format'), { target: { value: 'online' } })
    expect(push).toHaveBeenLastCalledWith('/seminare/seminarfinder/?format=online', {
      scroll: false,
    })
    fireEvent.change(field('Sortieren nach'), { target: { value: 'preis' } })
    expect(push).toHaveBeenLastCalledWith(
      '/seminare/seminarfinder/?format=online&sortierung=preis',
      { scroll: false },
    )
  })

  it('applies a typed keyword on submit, not per keystroke', () => {
    render(view(''))
    fireEvent.change(field('Suchbegriff'), { target: { value: ' Konflikt ' } })
    expect(push).not.toHaveBeenCalled()
    fireEvent.submit(screen.getByRole('form', { name: 'Termine filtern' }))
    expect(push).toHaveBeenLastCalledWith('/seminare/seminarfinder/?q=Konflikt', { scroll: false })
  })

  it('shows the values of the URL it was rendered for again (the back button)', () => {
    const { rerender } = render(view('?format=online&sortierung=preis&q=Rhetorik'))
    expect(field('Format').value).toBe('online')
    expect(field('Sortieren nach').value).toBe('preis')
    expect(field('Suchbegriff').value).toBe('Rhetorik')
    rerender(view(''))
    expect(field('Format').value).toBe('')
    expect(field('Sortieren nach').value).toBe('datum')
    expect(field('Suchbegriff').value).toBe('')
  })
})
