import { C, circle, linear, poly, rect, svg } from './shapes'

/** What the cover of a whitepaper shows above its title bars. */
type Motif = 'compass' | 'bubbles' | 'steps' | 'network'

type CoverStyle = { motif: Motif; paper: string; accent: string; desk: [string, string] }

function motif(kind: Motif, x: number, y: number, accent: string): string {
  switch (kind) {
    case 'compass':
      return [
        circle(x, y, 120, 'none', `stroke="${accent}" stroke-width="14"`),
        circle(x, y, 14, accent),
        poly(
          [
            [x, y - 100],
            [x + 26, y],
            [x, y + 16],
            [x - 26, y],
          ],
          C.orange,
        ),
        poly(
          [
            [x, y + 100],
            [x + 26, y],
            [x, y - 16],
            [x - 26, y],
          ],
          C.navy,
        ),
      ].join('')
    case 'bubbles':
      return [
        `<rect x="${x - 150}" y="${y - 110}" width="190" height="120" rx="30" fill="${accent}"/>`,
        poly(
          [
            [x - 110, y + 8],
            [x - 80, y + 8],
            [x - 120, y + 50],
          ],
          accent,
        ),
        `<rect x="${x - 20}" y="${y - 30}" width="170" height="110" rx="30" fill="${C.orange}"/>`,
        poly(
          [
            [x + 100, y + 78],
            [x + 70, y + 78],
            [x + 120, y + 118],
          ],
          C.orange,
        ),
        ...[0, 1, 2].map((i) => circle(x - 100 + i * 45, y - 50, 10, C.white)),
      ].join('')
    case 'steps':
      return [
        ...[0, 1, 2, 3].map((i) =>
          rect(x - 160 + i * 80, y + 80 - i * 50, 80, 40 + i * 50, i === 3 ? C.orange : accent),
        ),
        `<polyline points="${x - 150},${y + 40} ${x - 60},${y - 10} ${x + 20},${y - 60} ${x + 120},${y - 120}" fill="none" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>`,
      ].join('')
    case 'network': {
      const nodes: [number, number][] = [
        [x - 130, y - 60],
        [x, y - 110],
        [x + 130, y - 40],
        [x - 70, y + 80],
        [x + 80, y + 100],
        [x, y],
      ]
      const edges = [
        [0, 5],
        [1, 5],
        [2, 5],
        [3, 5],
        [4, 5],
        [0, 1],
        [2, 4],
        [3, 4],
      ]
      return [
        ...edges.map(([a, b]) => {
          const [x1, y1] = nodes[a ?? 0] ?? [x, y]
          const [x2, y2] = nodes[b ?? 0] ?? [x, y]
          return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.mid}" stroke-width="8"/>`
        }),
        ...nodes.map(([nx, ny], i) =>
          circle(nx, ny, i === 5 ? 38 : 26, i === 5 ? C.orange : accent),
        ),
      ].join('')
    }
  }
}

/**
 * A whitepaper lying on a desk, slightly turned: a portrait cover with a motif, title bars and
 * the institute's band at the bottom. Text is drawn as bars, so no font is needed to render it.
 */
function cover(style: CoverStyle): string {
  const defs = linear('desk', [
    [0, style.desk[0]],
    [1, style.desk[1]],
  ])
  const shadow = `<rect x="575" y="95" width="520" height="740" rx="8" fill="${C.navy}" opacity="0.18" transform="rotate(-6 800 500)"/>`
  const paper = [
    rect(560, 80, 520, 740, style.paper, 'rx="8"'),
    rect(560, 80, 520, 24, style.accent),
    motif(style.motif, 820, 330, style.accent),
    rect(610, 520, 380, 26, C.navy, 'rx="6"'),
    rect(610, 562, 300, 26, C.navy, 'rx="6"'),
    rect(610, 616, 340, 12, C.stone, 'rx="6"'),
    rect(610, 640, 260, 12, C.stone, 'rx="6"'),
    rect(560, 730, 520, 90, style.accent),
    rect(610, 765, 160, 16, C.white, 'rx="8"'),
  ].join('')
  const desk = [
    rect(0, 0, 1600, 1000, 'url(#desk)'),
    `<rect x="1180" y="620" width="260" height="36" rx="18" fill="${C.navy}" transform="rotate(28 1310 638)"/>`,
    circle(300, 250, 110, C.white, 'opacity="0.6"'),
    circle(300, 250, 80, style.desk[1]),
  ].join('')
  return svg(`${desk}${shadow}<g transform="rotate(-6 800 500)">${paper}</g>`, defs)
}

export const leadershipCover = (): string =>
  cover({ motif: 'compass', paper: C.white, accent: C.blue, desk: [C.light, C.sky] })
export const conversationCover = (): string =>
  cover({ motif: 'bubbles', paper: C.white, accent: C.mid, desk: [C.beige, C.sand] })
export const changeCover = (): string =>
  cover({ motif: 'steps', paper: C.white, accent: C.blue, desk: [C.grey, C.stone] })
export const hybridCover = (): string =>
  cover({ motif: 'network', paper: C.beige, accent: C.blue, desk: [C.light, C.mid] })
