/** Loading bar timings (milliseconds) and its look: docs/behaviour/limits.md#loading-bar. */
export const LOADING_BAR = {
  showAfter: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
  color: '#005ca9',
} as const
