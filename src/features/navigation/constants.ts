/** Loading bar timings of SPEC §9 (milliseconds) and its look. */
export const LOADING_BAR = {
  showAfter: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
  color: '#005ca9',
} as const
