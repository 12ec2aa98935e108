'use client'

import useEmblaCarousel from 'embla-carousel-react'
import React, { Children, useCallback, useEffect, useRef, useState } from 'react'

import { SLIDE_WIDTH_CLASSES } from './carousel-constants'
import { LineIcon } from './icons'

export type CarouselLabels = {
  /** Names the carousel region when no heading inside it does. */
  region: string
  previous: string
  next: string
  /** Names the group of bullets. */
  pagination: string
  /** Bullet label template with {index} and {total}: 'Folie {index} von {total}'. */
  bullet: string
  /** Slide label template with {index} and {total}: '{index} von {total}'. */
  slide: string
}

/** Fills {index} and {total} into a label template. */
export function fillLabel(template: string, index: number, total: number): string {
  return template.replace('{index}', String(index)).replace('{total}', String(total))
}

/** Carousel errors are swallowed; the slides stay readable. */
function safely(action: () => void) {
  try {
    action()
  } catch {
    // ignored on purpose
  }
}

/** Visitors who ask for less motion get jumps instead of sliding animations. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  )
}

class CarouselBoundary extends React.Component<
  { fallback: React.ReactNode; children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {}
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

const ARROW = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const

function ArrowButton({
  direction,
  label,
  onPress,
}: {
  direction: 'previous' | 'next'
  label: string
  onPress: () => void
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-current hover:bg-black/5"
    >
      <LineIcon className="size-5" strokeWidth="2.5">
        <path d={ARROW[direction]} strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
    </button>
  )
}

type CarouselProps = {
  labels: CarouselLabels
  /** A heading shown at the top of the carousel region; it names the region via `headingId`. */
  heading?: React.ReactNode
  headingId?: string
}

function EmblaCarousel({
  slides,
  labels,
  heading,
  headingId,
}: CarouselProps & { slides: React.ReactNode[] }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' })
  const regionRef = useRef<HTMLDivElement>(null)
  const [snaps, setSnaps] = useState<number[]>([])
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!api) return
    const update = () =>
      safely(() => {
        setSnaps(api.scrollSnapList())
        setSelected(api.selectedScrollSnap())
      })
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      safely(() => api.off('select', update).off('reInit', update))
    }
  }, [api])

  const previous = useCallback(() => safely(() => api?.scrollPrev(prefersReducedMotion())), [api])
  const next = useCallback(() => safely(() => api?.scrollNext(prefersReducedMotion())), [api])
  const goTo = (index: number) => safely(() => api?.scrollTo(index, prefersReducedMotion()))

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Events from a modal opened inside a slide bubble here through React portals; only keys
    // pressed inside the carousel itself move it.
    if (!(event.target instanceof Node) || !regionRef.current?.contains(event.target)) return
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : labels.region}
      onKeyDown={onKeyDown}
    >
      {heading}
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={fillLabel(labels.slide, i + 1, slides.length)}
              className={`flex min-w-0 shrink-0 grow-0 pl-6 ${SLIDE_WIDTH_CLASSES}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div
        className={`mt-8 flex items-center justify-center gap-3 ${snaps.length === 1 ? 'invisible' : ''}`}
      >
        <ArrowButton direction="previous" label={labels.previous} onPress={previous} />
        <div role="group" aria-label={labels.pagination} className="flex flex-wrap justify-center">
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-label={fillLabel(labels.bullet, i + 1, snaps.length)}
              aria-current={i === selected ? 'true' : undefined}
              className="inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 rounded-full border-2 border-current transition-all ${i === selected ? 'w-7 bg-current' : 'w-3'}`}
              />
            </button>
          ))}
        </div>
        <ArrowButton direction="next" label={labels.next} onPress={next} />
      </div>
    </div>
  )
}

/**
 * A looping carousel (embla): 1, 2 or 3 slides side by side by viewport width, previous and next
 * buttons, one bullet per position and the arrow keys while focus is inside. A heading passed in
 * sits inside the region and names it, so the surrounding section need not be a second landmark
 * of the same name. If the carousel fails, the slides show as a plain grid.
 */
export function Carousel({ children, ...props }: CarouselProps & { children: React.ReactNode }) {
  const slides = Children.toArray(children)
  const fallback = (
    <>
      {props.heading}
      <ul
        aria-label={props.heading ? undefined : props.labels.region}
        aria-labelledby={props.heading ? props.headingId : undefined}
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {slides.map((slide, i) => (
          <li key={i} className="flex">
            {slide}
          </li>
        ))}
      </ul>
    </>
  )
  return (
    <CarouselBoundary fallback={fallback}>
      <EmblaCarousel slides={slides} {...props} />
    </CarouselBoundary>
  )
}
