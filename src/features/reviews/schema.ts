import { z } from 'zod'

import { MAX_ID, oneOf } from '@/features/forms/fields'
import { locales } from '@/i18n/locales'

import { REVIEW_LIMITS } from './constants'

/** Error keys of the review form's own texts (reviews.form.error.<key>). */
export const reviewErrorKey = (key: string) => `reviews.form.error.${key}`

const id = (field: 'bookingId' | 'dateId') =>
  z
    .number({ error: reviewErrorKey(`${field}-invalid`) })
    .int(reviewErrorKey(`${field}-invalid`))
    .min(1, reviewErrorKey(`${field}-invalid`))
    .max(MAX_ID, reviewErrorKey(`${field}-invalid`))

/**
 * A customer's review of one booked date: which booking and date, 1–5 whole stars, a text, and
 * whether their name (first name and initial) may be shown, and the language it is written in. Shared by the form and the endpoint.
 */
export const reviewSchema = z.strictObject({
  bookingId: id('bookingId'),
  dateId: id('dateId'),
  stars: z
    .number({ error: reviewErrorKey('stars-required') })
    .int(reviewErrorKey('stars-required'))
    .min(REVIEW_LIMITS.starsMin, reviewErrorKey('stars-required'))
    .max(REVIEW_LIMITS.starsMax, reviewErrorKey('stars-required')),
  text: z
    .string({ error: reviewErrorKey('text-required') })
    .trim()
    .min(1, reviewErrorKey('text-required'))
    .min(REVIEW_LIMITS.textMin, reviewErrorKey('text-short'))
    .max(REVIEW_LIMITS.textMax, reviewErrorKey('text-long')),
  showName: z.boolean({ error: reviewErrorKey('showName-invalid') }),
  /** The language of the portal page it was written on. */
  language: oneOf('language', locales),
})

/**
 * The browser form: its radio buttons give the stars as text ('4'), read here as the number the
 * endpoint takes; everything else is the endpoint's schema.
 */
export const reviewFormSchema = reviewSchema.extend({
  stars: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    reviewSchema.shape.stars,
  ),
})

/** The endpoint's request body: { message: … }. */
export const reviewRequestSchema = z.strictObject({ message: reviewSchema })

export type ReviewInput = z.input<typeof reviewFormSchema>
export type ReviewMessage = z.output<typeof reviewSchema>
