// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { FinderTabs } from '@/features/finder/components/FinderTabs.client'
import { useActivityStore } from '@/features/activity/store'
import type { FinderLabels } from '@/features/finder/types'

const push = vi.fn()
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}))

const labels: FinderLabels = {
  tabsLabel: 'Suchen nach',
  tabs: { term: 'Suchbegriff', topic: 'Thema', place: 'Ort', date: 'Zeitraum' },
  topic: 'Seminarthema',
  place: 'Seminarort',
  month: 'Monat',
  choose: 'Bitte wählen',
  submit: 'Seminare finden',
  submitting: 'Wird gesucht …',
  autocomplete: {
    label: 'Suchbegriff oder Seminarcode',
    hint: 'Hinweis',
    suggestions: 'Vorschläge',
    quickLinks: 'Beliebte Suchanfragen',
    optionsAvailable: '{count} Optionen',
  },
}
const topics = [
  { id: 4, title: 'Führung' },
  { id: 5, title: 'Kommunikation' },
]
const places = [
  { id: 1, title: 'Münster' },
  { id: 2, title: 'Hamburg' },
  { id: 3, title: 'Wien' },
]

function renderFinder() {
  render(
    <FinderTabs locale="de" topics={topics} places={places} codes={['FK-101']} labels={labels} />,
  )
}
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const stored = () => JSON.parse(localStorage.getItem('userActivity') ?? '{}')?.state?.locations

beforeEach(() => {
  push.mockReset()
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  )
})

describe('seminar finder tabs', () => {
  it('has the four tabs, moves between them with the arrow keys and starts on the search term', async () => {
    const user = userEvent.setup()
    renderFinder()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Suchbegriff', 'Thema', 'Ort', 'Zeitraum'])
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('combobox', { name: 'Suchbegriff oder Seminarcode' })).toBeTruthy()

    await user.click(tabs[0])
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Thema' }).getAttribute('aria-selected')).toBe('true')
    expect(select('Seminarthema')).toBeTruthy()
  })

  it('empties the form when the visitor switches tab', async () => {
    const user = userEvent.setup()
    renderFinder()
    await user.type(
      screen.getByRole('combobox', { name: 'Suchbegriff oder Seminarcode' }),
      'Konflikt',
    )
    await user.click(screen.getByRole('tab', { name: 'Thema' }))
    await user.selectOptions(select('Seminarthema'), '5')
    expect(select('Seminarthema').value).toBe('5')

    await user.click(screen.getByRole('tab', { name: 'Zeitraum' }))
    expect(select('Monat').value).toBe('')
    expect(select('Monat').options).toHaveLength(13)
    await user.click(screen.getByRole('tab', { name: 'Thema' }))
    expect(select('Seminarthema').value).toBe('')
    await user.click(screen.getByRole('tab', { name: 'Suchbegriff' }))
    expect(
      (screen.getByRole('combobox', { name: 'Suchbegriff oder Seminarcode' }) as HTMLInputElement)
        .value,
    ).toBe('')
  })

  it('prefills the place tab with the place chosen last, and remembers a new choice', async () => {
    localStorage.setItem(
      'userActivity',
      JSON.stringify({ state: { locations: [2, 1] }, version: 1 }),
    )
    await act(async () => {
      await useActivityStore.persist.rehydrate()
    })
    const user = userEvent.setup()
    renderFinder()
    await user.click(screen.getByRole('tab', { name: 'Ort' }))
    expect(select('Seminarort').value).toBe('2')

    await user.selectOptions(select('Seminarort'), '3')
    await user.click(screen.getByRole('button', { name: 'Seminare finden' }))
    expect(push).toHaveBeenCalledWith('/seminare/seminarfinder/?ort=3')
    expect(stored()).toEqual([3, 2, 1])

    // Switching away and back offers the new last place.
    await user.click(screen.getByRole('tab', { name: 'Thema' }))
    await user.click(screen.getByRole('tab', { name: 'Ort' }))
    expect(select('Seminarort').value).toBe('3')
  })

  it('sends a known code to the result page as a code, other terms as a keyword', async () => {
    const user = userEvent.setup()
    renderFinder()
    const field = screen.getByRole('combobox', { name: 'Suchbegriff oder Seminarcode' })
    await user.type(field, ' fk-101 ')
    await user.click(screen.getByRole('button', { name: 'Seminare finden' }))
    expect(push).toHaveBeenLastCalledWith('/seminare/seminarfinder/?code=FK-101')

    await user.clear(field)
    await user.type(field, 'Teamführung{Enter}')
    expect(push).toHaveBeenLastCalledWith('/seminare/seminarfinder/?q=Teamf%C3%BChrung')
  })

  it('sends the chosen topic and month to the result page', async () => {
    const user = userEvent.setup()
    renderFinder()
    await user.click(screen.getByRole('tab', { name: 'Thema' }))
    await user.selectOptions(select('Seminarthema'), '4')
    await user.click(screen.getByRole('button', { name: 'Seminare finden' }))
    expect(push).toHaveBeenLastCalledWith('/seminare/seminarfinder/?seminarthema=4')

    await user.click(screen.getByRole('tab', { name: 'Zeitraum' }))
    const month = select('Monat').options[2].value
    await user.selectOptions(select('Monat'), month)
    await user.click(screen.getByRole('button', { name: 'Seminare finden' }))
    expect(push).toHaveBeenLastCalledWith(`/seminare/seminarfinder/?zeit=${month}`)
  })
})
