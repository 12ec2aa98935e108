/** Carousels show 1 slide below 768 px, 2 from 768, 3 from 1024 and 3 from 1536. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 768, slides: 2 },
  { minWidth: 1024, slides: 3 },
  { minWidth: 1536, slides: 3 },
] as const

export const CAROUSEL_BASE_SLIDES = 1

/** How many slides a carousel shows side by side at a viewport width. */
export function slidesPerView(width: number): number {
  let slides: number = CAROUSEL_BASE_SLIDES
  for (const bp of CAROUSEL_BREAKPOINTS) if (width >= bp.minWidth) slides = bp.slides
  return slides
}

/**
 * The slide widths above as literal Tailwind classes (md = 768, lg = 1024, 2xl = 1536 in
 * globals.css), so the layout is right before any script runs.
 */
export const SLIDE_WIDTH_CLASSES = 'basis-full md:basis-1/2 lg:basis-1/3 2xl:basis-1/3'
