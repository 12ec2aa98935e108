/** Where a review stands: written by the customer, then published or rejected by staff. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** The review form's limits, which the schema, the collection and the error texts share. */
export const REVIEW_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  textMin: 20,
  textMax: 2000,
  reasonMax: 500,
} as const

/** The portal endpoint a customer's review is sent to. */
export const REVIEW_URL = '/api/json-api/kundenportal/bewertung/'

/** Accepted reviews per customer within the forms' 10-minute window. */
export const REVIEW_RATE_LIMIT = 10

/** How many reviews the seminar page shows at first and adds with each "show more". */
export const REVIEWS_PAGE_SIZE = 5

/** The id of the seminar page's reviews section (a link target for the rating at the top). */
export const REVIEWS_SECTION_ID = 'seminar-detail-section-bewertungen'
