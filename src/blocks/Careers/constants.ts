/** The job board shows German openings, 25 per page. */
export const JOB_BOARD_LANGUAGE = 'de'
export const JOB_BOARD_PAGE_SIZE = 25

/** The filters visitors get above the openings: category, location and employment type. */
export const JOB_BOARD_FILTERS = ['category', 'location', 'employmentType'] as const
