/** Tiles show 6 at first and 6 more per "show more". */
export const TILES_INITIAL = 6
export const TILES_STEP = 6
