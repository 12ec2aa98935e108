import { C, circle, rect, svg } from './shapes'

/**
 * A neutral trainer portrait (no real person): a head-and-shoulders silhouette in the middle of the
 * 1600 × 1000 frame, so a square or round crop of the centre keeps it whole.
 */
function portrait(background: string, jacket: string, collar: string, hair: string): string {
  const cx = 800
  return svg(
    [
      rect(0, 0, 1600, 1000, background),
      circle(cx, 500, 360, C.white, 'opacity="0.35"'),
      `<path d="M ${cx - 300} 1000 Q ${cx - 300} 700 ${cx} 690 Q ${cx + 300} 700 ${cx + 300} 1000 Z" fill="${jacket}"/>`,
      `<path d="M ${cx - 70} 700 L ${cx} 820 L ${cx + 70} 700 Z" fill="${collar}"/>`,
      rect(cx - 45, 590, 90, 120, C.peach),
      circle(cx, 470, 150, C.peach),
      `<path d="M ${cx - 155} 470 Q ${cx - 160} 300 ${cx} 305 Q ${cx + 160} 300 ${cx + 155} 470 Q ${cx + 110} 380 ${cx} 385 Q ${cx - 110} 380 ${cx - 155} 470 Z" fill="${hair}"/>`,
    ].join(''),
  )
}

export const portraitBlue = (): string => portrait(C.light, C.blue, C.white, C.navy)
export const portraitSand = (): string => portrait(C.beige, C.navy, C.sky, '#6b4a2f')
export const portraitSky = (): string => portrait(C.sky, C.mid, C.white, '#3a3a3a')
export const portraitStone = (): string => portrait(C.grey, '#2f4858', C.peach, '#8a6a4a')
export const portraitPeach = (): string => portrait(C.beige, C.orange, C.white, C.navy)
