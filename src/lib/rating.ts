/** Ratings are shown as five stars. */
export const RATING_MAX = 5

export type StarKind = 'full' | 'half' | 'empty'

/**
 * A rating from the CMS ('4,8', '4.8' or 4.8) as a number between 0 and 5, rounded to one
 * decimal; anything that is not a plain decimal number gives null.
 */
export function parseRating(value: unknown): number | null {
  let n: number
  if (typeof value === 'number') {
    n = value
  } else if (typeof value === 'string') {
    const v = value.trim().replace(',', '.')
    if (!/^\d+(\.\d+)?$/.test(v)) return null
    n = Number(v)
  } else {
    return null
  }
  if (!Number.isFinite(n)) return null
  return Math.round(Math.min(RATING_MAX, Math.max(0, n)) * 10) / 10
}

/** Five stars for a rating: whole points are full stars, a nonzero decimal adds one half star. */
export function ratingStars(rating: number): StarKind[] {
  const value = Math.min(RATING_MAX, Math.max(0, rating))
  const full = Math.floor(value)
  const half = value - full > 0.001
  return Array.from({ length: RATING_MAX }, (_, i) =>
    i < full ? 'full' : i === full && half ? 'half' : 'empty',
  )
}

/** A rating written the way the locale writes decimals: '4,8' in German, '4.8' in English. */
export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(rating)
}
