/** A testimonials carousel holds at most 20 testimonials. */
export const TESTIMONIALS_MAX = 20
