/** Publications show 5 at first and 10 more per "show more". */
export const PUBLICATIONS_INITIAL = 5
export const PUBLICATIONS_STEP = 10
