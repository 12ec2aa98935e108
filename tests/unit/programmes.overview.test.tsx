// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { ProgrammeList } from '@/features/programmes/components/ProgrammeList'
import type { ProgrammeOverviewEntry } from '@/features/programmes/types'

import { seminarDateView } from './fixtures/seminar-date-view'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const PROGRAMME: ProgrammeOverviewEntry = {
  id: 5,
  title: 'Your first leadership role',
  intro: 'Nine months with a learning group.',
  priceLabel: '€5,900.00',
  moduleCount: 2,
  modules: [
    {
      id: 'm1',
      title: 'The new role',
      category: 'Core module',
      seminars: [
        {
          id: 11,
          title: 'From colleague to manager',
          url: '/en/seminars/from-colleague-to-manager/',
          dates: [seminarDateView({ id: 1, period: '3 Dec 2026 – 4 Dec 2026', place: 'Hamburg' })],
        },
        { id: 12, title: 'New to leadership', url: '/en/seminars/new-to-leadership/', dates: [] },
      ],
    },
    { id: 'm2', title: 'Leading yourself', category: 'Elective module', seminars: [] },
  ],
}

describe('the programme overview', () => {
  it('shows each programme’s modules, their seminars’ next dates, the fee and the way to book', async () => {
    render(
      await ProgrammeList({
        locale: 'en',
        programmes: [PROGRAMME],
        hrefOf: (id) => `/en/development-programmes/assistent/?programm=${id}`,
      }),
    )
    const card = screen.getByTestId('programme')
    const modules = within(card).getByTestId('programme-modules')
    expect(within(modules).getAllByRole('listitem')[0]?.textContent).toContain(
      'The new role (Core module)',
    )
    expect(
      within(modules).getByRole('link', { name: 'From colleague to manager' }).getAttribute('href'),
    ).toMatch(/^\/en\/seminars\/from-colleague-to-manager\/?$/)
    expect(modules.textContent).toContain('next date 3 Dec 2026 – 4 Dec 2026, Hamburg')
    expect(modules.textContent).toContain('New to leadership – no date at the moment')
    expect(modules.textContent).toContain('Leading yourself (Elective module)')
    expect(card.textContent).toContain('Programme fee: €5,900.00 plus VAT')
    expect(
      within(card).getByRole('link', { name: 'Put the programme together' }).getAttribute('href'),
    ).toMatch(/^\/en\/development-programmes\/assistent\/?\?programm=5$/)
  })

  it('says so in German when no programme can be booked', async () => {
    render(await ProgrammeList({ locale: 'de', programmes: [], hrefOf: String }))
    expect(screen.getByText('Zurzeit sind keine Entwicklungsprogramme buchbar.')).toBeTruthy()
  })
})
