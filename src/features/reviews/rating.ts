/** A seminar's rating from its published reviews: the average (one decimal) and how many. */
export type RatingSummary = { average: number; count: number }

/** The average of whole stars, rounded to one decimal as the stars and the JSON show it. */
export function summarise(stars: number[]): RatingSummary | null {
  if (stars.length === 0) return null
  const sum = stars.reduce((total, value) => total + value, 0)
  return { average: Math.round((sum / stars.length) * 10) / 10, count: stars.length }
}

/** Published reviews' stars grouped by seminar, summed up per seminar. */
export function summariseBySeminar(
  reviews: { seminar: number | { id: number } | null | undefined; stars: number }[],
): Record<number, RatingSummary> {
  const stars = new Map<number, number[]>()
  for (const review of reviews) {
    const id = typeof review.seminar === 'object' ? review.seminar?.id : review.seminar
    if (typeof id !== 'number') continue
    stars.set(id, [...(stars.get(id) ?? []), review.stars])
  }
  const summaries: Record<number, RatingSummary> = {}
  for (const [id, values] of stars) summaries[id] = summarise(values)!
  return summaries
}
