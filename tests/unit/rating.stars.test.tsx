import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RatingStars } from '@/components/ui/RatingStars'
import { formatRating, parseRating, ratingStars } from '@/lib/rating'

describe('parseRating', () => {
  it('reads a decimal comma or point', () => {
    expect(parseRating('4,8')).toBe(4.8)
    expect(parseRating('4.8')).toBe(4.8)
    expect(parseRating(' 5 ')).toBe(5)
    expect(parseRating(3.5)).toBe(3.5)
  })

  it('clamps to 0–5', () => {
    expect(parseRating('7')).toBe(5)
    expect(parseRating(-2)).toBe(0)
  })

  it('gives null for anything that is not a number', () => {
    for (const value of ['', 'gut', '4,8,1', '-1', '4,', null, undefined, Number.NaN, {}]) {
      expect(parseRating(value)).toBeNull()
    }
  })
})

describe('ratingStars', () => {
  const count = (stars: string[], kind: string) => stars.filter((s) => s === kind).length

  it("'4,8' gives 4 full stars and 1 half", () => {
    const stars = ratingStars(parseRating('4,8')!)
    expect(stars).toEqual(['full', 'full', 'full', 'full', 'half'])
  })

  it("'5' gives 5 full stars", () => {
    expect(ratingStars(parseRating('5')!)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })

  it("'4,0' gives 4 full stars and 1 empty", () => {
    expect(ratingStars(parseRating('4,0')!)).toEqual(['full', 'full', 'full', 'full', 'empty'])
  })

  it('adds a half star for any nonzero decimal and always has five stars', () => {
    const stars = ratingStars(3.2)
    expect(stars).toHaveLength(5)
    expect([count(stars, 'full'), count(stars, 'half'), count(stars, 'empty')]).toEqual([3, 1, 1])
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty'])
  })
})

describe('RatingStars', () => {
  it('renders five decorative stars under one accessible label', () => {
    const html = renderToStaticMarkup(
      <RatingStars rating={4.8} label={`Bewertung ${formatRating(4.8, 'de')} von 5`} />,
    )
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Bewertung 4,8 von 5"')
    expect(html.match(/data-star="full"/g)).toHaveLength(4)
    expect(html.match(/data-star="half"/g)).toHaveLength(1)
  })

  it('formats the rating per locale', () => {
    expect(formatRating(4.8, 'de')).toBe('4,8')
    expect(formatRating(4.8, 'en')).toBe('4.8')
    expect(formatRating(5, 'de')).toBe('5')
  })
})
