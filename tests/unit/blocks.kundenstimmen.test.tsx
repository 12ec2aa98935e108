// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { TestimonialsBlock } from '@/blocks/Testimonials/Component'
import { splitQuotee } from '@/blocks/Testimonials/quotee'
import type { KundenstimmenBlock as TestimonialsBlockData } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

type Item = TestimonialsBlockData['main_block_kundenstimmen'][number]

function block(items: Item[]): TestimonialsBlockData {
  return {
    blockType: 'kundenstimmen',
    main_block_kundenstimmen_titel: 'Das sagen unsere Teilnehmenden',
    main_block_hintergrundfarbe: '5',
    main_block_kundenstimmen: items,
  }
}

const many = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `k${i}`,
    kundenstimme_zitat: `Zitat ${i + 1}`,
    kundenstimme_zitatgeber: `Person ${i + 1}, Rolle`,
  }))

describe('splitQuotee', () => {
  it('splits name and role at the first comma and space', () => {
    expect(splitQuotee('Anna Berger, Teamleiterin Vertrieb')).toEqual({
      name: 'Anna Berger',
      role: 'Teamleiterin Vertrieb',
    })
    expect(splitQuotee('Dr. Jens Ott, Leiter IT, Stadtwerke Hamm')).toEqual({
      name: 'Dr. Jens Ott',
      role: 'Leiter IT, Stadtwerke Hamm',
    })
  })

  it('keeps a value without ", " as the name only', () => {
    expect(splitQuotee('Anna Berger')).toEqual({ name: 'Anna Berger', role: null })
    expect(splitQuotee('Berger,Anna')).toEqual({ name: 'Berger,Anna', role: null })
    expect(splitQuotee('  Anna Berger,  ')).toEqual({ name: 'Anna Berger,', role: null })
  })
})

describe('testimonials block', () => {
  it('shows at most 20 testimonials', async () => {
    render(await TestimonialsBlock({ block: block(many(25)), locale: 'de', index: 0 }))
    const carousel = screen.getByRole('region', { name: 'Das sagen unsere Teilnehmenden' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(within(carousel).getByRole('heading', { level: 2 })).toBeTruthy()
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(20)
    expect(screen.queryByText('Zitat 21')).toBeNull()
  })

  it('shows name, role and the rating with its label', async () => {
    // Alike the test below by shape only: each test builds its own items.
    const items: Item[] = [
      {
        id: 'a',
        kundenstimme_zitat: 'Sehr praxisnah.',
        kundenstimme_zitatgeber: 'Anna Berger, Teamleiterin Vertrieb',
        kundenstimme_bewertung: '4,8',
      },
    ]
    render(await TestimonialsBlock({ block: block(items), locale: 'de', index: 0 }))
    expect(screen.getByText('Anna Berger')).toBeTruthy()
    expect(screen.getByText('Teamleiterin Vertrieb')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Bewertung 4,8 von 5' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Mehr erfahren/ })).toBeNull()
  })

  it('opens the info dialog and closes it with Escape, the close button and an outside click', async () => {
    const user = userEvent.setup()
    const items: Item[] = [
      {
        id: 'a',
        kundenstimme_zitat: 'Sehr praxisnah.',
        kundenstimme_zitatgeber: 'Anna Berger, Teamleiterin Vertrieb',
        kundenstimme_info: 'Anna Berger leitet seit 2019 ein Vertriebsteam mit zwölf Personen.',
      },
    ]
    render(await TestimonialsBlock({ block: block(items), locale: 'de', index: 0 }))
    const trigger = screen.getByRole('button', { name: 'Mehr erfahren über Anna Berger' })

    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Anna Berger' })
    expect(within(dialog).getByText(/leitet seit 2019/)).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(trigger))

    await user.click(trigger)
    const again = await screen.findByRole('dialog', { name: 'Anna Berger' })
    await user.click(within(again).getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // a click outside the dialog, on the dimmed backdrop, closes it too
    await user.click(trigger)
    const third = await screen.findByRole('dialog', { name: 'Anna Berger' })
    const backdrop = third.parentElement?.parentElement
    expect(backdrop?.className).toContain('bg-black/60')
    await user.click(backdrop!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
