// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Carousel, fillLabel } from '@/components/ui/Carousel.client'
import {
  CAROUSEL_BREAKPOINTS,
  SLIDE_WIDTH_CLASSES,
  slidesPerView,
} from '@/components/ui/carousel-constants'

describe('slidesPerView (768 → 2, 1024 → 3, 1536 → 3)', () => {
  it.each([
    [320, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1535, 3],
    [1536, 3],
    [2560, 3],
  ])('%i px shows %i slides', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides)
  })

  it('keeps the CSS slide widths in step with the breakpoints', () => {
    expect(CAROUSEL_BREAKPOINTS.map((b) => b.minWidth)).toEqual([768, 1024, 1536])
    expect(SLIDE_WIDTH_CLASSES).toBe('basis-full md:basis-1/2 lg:basis-1/3 2xl:basis-1/3')
  })
})

// happy-dom has no layout: give every element a 300 px box, place slides side by side and report
// margins as 0px (happy-dom gives ''), so embla sees one slide per view and five positions.
const SLIDE_WIDTH = 300
const originals = {
  width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  left: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft'),
  computedStyle: window.getComputedStyle,
}
beforeAll(() => {
  window.getComputedStyle = ((element: Element) => {
    const style = originals.computedStyle.call(window, element)
    const read = style.getPropertyValue.bind(style)
    style.getPropertyValue = (name: string) =>
      read(name) || (name.startsWith('margin') ? '0px' : '')
    return style
  }) as typeof window.getComputedStyle
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get: () => SLIDE_WIDTH,
  })
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.getAttribute('aria-roledescription') !== 'slide' || !this.parentElement) return 0
      return Array.from(this.parentElement.children).indexOf(this) * SLIDE_WIDTH
    },
  })
})
afterAll(() => {
  window.getComputedStyle = originals.computedStyle
  if (originals.width) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', originals.width)
  if (originals.left) Object.defineProperty(HTMLElement.prototype, 'offsetLeft', originals.left)
})

const labels = {
  region: 'Kundenstimmen',
  previous: 'Vorherige Folie',
  next: 'Nächste Folie',
  pagination: 'Folie auswählen',
  bullet: 'Folie {index} von {total}',
  slide: '{index} von {total}',
}

async function renderCarousel() {
  render(
    <Carousel labels={labels}>
      {['A', 'B', 'C', 'D', 'E'].map((letter) => (
        <p key={letter}>
          Stimme {letter} <button type="button">Info {letter}</button>
        </p>
      ))}
    </Carousel>,
  )
  // embla initialises in an effect
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  const region = screen.getByRole('region', { name: 'Kundenstimmen' })
  const bullets = () =>
    within(within(region).getByRole('group', { name: 'Folie auswählen' })).getAllByRole('button')
  const current = () =>
    bullets()
      .find((b) => b.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label')
  return { region, bullets, current }
}

describe('Carousel', () => {
  it('fills the label templates', () => {
    expect(fillLabel('Slide {index} of {total}', 2, 6)).toBe('Slide 2 of 6')
  })

  it('is a labelled carousel region with labelled slides', async () => {
    const { region } = await renderCarousel()
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const slides = region.querySelectorAll('[aria-roledescription="slide"]')
    expect(slides).toHaveLength(5)
    expect(slides[0].getAttribute('aria-label')).toBe('1 von 5')
  })

  it('has one bullet per position, the current one marked', async () => {
    const user = userEvent.setup()
    const { bullets, current } = await renderCarousel()
    expect(bullets().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Folie 1 von 5',
      'Folie 2 von 5',
      'Folie 3 von 5',
      'Folie 4 von 5',
      'Folie 5 von 5',
    ])
    expect(current()).toBe('Folie 1 von 5')
    await user.click(bullets()[2])
    expect(current()).toBe('Folie 3 von 5')
  })

  it('moves with the previous and next buttons and loops', async () => {
    const user = userEvent.setup()
    const { current } = await renderCarousel()
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }))
    expect(current()).toBe('Folie 2 von 5')
    await user.click(screen.getByRole('button', { name: 'Vorherige Folie' }))
    await user.click(screen.getByRole('button', { name: 'Vorherige Folie' }))
    expect(current()).toBe('Folie 5 von 5')
  })

  it('moves with the arrow keys while focus is inside', async () => {
    const { current } = await renderCarousel()
    const inner = screen.getByRole('button', { name: 'Info A' })
    inner.focus()
    fireEvent.keyDown(inner, { key: 'ArrowRight' })
    fireEvent.keyDown(inner, { key: 'ArrowRight' })
    expect(current()).toBe('Folie 3 von 5')
    fireEvent.keyDown(inner, { key: 'ArrowLeft' })
    expect(current()).toBe('Folie 2 von 5')
    fireEvent.keyDown(inner, { key: 'Enter' })
    expect(current()).toBe('Folie 2 von 5')
  })
})
