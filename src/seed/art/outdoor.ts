import { C, circle, linear, poly, random, rect, svg } from './shapes'

/** A row of gabled houses with stepped or pointed gables and windows. */
function gables(
  x0: number,
  base: number,
  count: number,
  fill: string,
  windowFill: string,
  seed: number,
): string {
  const rand = random(seed)
  const parts: string[] = []
  let x = x0
  for (let i = 0; i < count; i++) {
    const w = 110 + Math.floor(rand() * 50)
    const h = 180 + Math.floor(rand() * 90)
    const top = base - h
    const peak = top - 70 - rand() * 30
    if (rand() < 0.5) {
      parts.push(
        poly(
          [
            [x, base],
            [x, top],
            [x + w / 2, peak],
            [x + w, top],
            [x + w, base],
          ],
          fill,
        ),
      )
    } else {
      const steps = 3
      const sw = w / (2 * steps + 2)
      const sh = (top - peak) / (steps + 1)
      const left: [number, number][] = []
      for (let k = 0, cy = top; k <= steps; k++) {
        left.push([x + k * sw, cy])
        cy -= sh
        left.push([x + k * sw, cy])
      }
      const right = left.map(([px, py]): [number, number] => [2 * x + w - px, py]).reverse()
      const pts: [number, number][] = [[x, base], ...left, ...right, [x + w, base]]
      parts.push(poly(pts, fill))
    }
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        parts.push(
          rect(
            x + 18 + c * ((w - 36) / 3),
            top + 20 + r * 50,
            (w - 36) / 3 - 14,
            30,
            windowFill,
            'rx="3"',
          ),
        )
    parts.push(
      `<path d="M ${x + 14} ${base} L ${x + 14} ${base - 70} Q ${x + w / 2} ${base - 120} ${x + w - 14} ${base - 70} L ${x + w - 14} ${base} Z" fill="${windowFill}" opacity="0.55"/>`,
    )
    x += w + 4
  }
  return parts.join('')
}

function bicycle(x: number, y: number, color: string): string {
  return (
    circle(x, y, 34, 'none', `stroke="${color}" stroke-width="7"`) +
    circle(x + 110, y, 34, 'none', `stroke="${color}" stroke-width="7"`) +
    `<path d="M ${x} ${y} L ${x + 40} ${y - 55} L ${x + 95} ${y - 55} L ${x + 110} ${y} M ${x + 40} ${y - 55} L ${x + 55} ${y} L ${x + 95} ${y - 55} M ${x + 32} ${y - 70} L ${x + 52} ${y - 70} M ${x + 95} ${y - 55} L ${x + 90} ${y - 80} L ${x + 110} ${y - 84}" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** The silhouette of a fictional old town: church spires, gabled houses and parked bicycles. */
export function skyline(): string {
  const defs = linear('sky', [
    [0, C.light],
    [0.7, C.beige],
    [1, '#f6e3cf'],
  ])
  const parts: string[] = [
    rect(0, 0, 1600, 1000, 'url(#sky)'),
    circle(1230, 260, 110, C.peach, 'opacity="0.75"'),
    // distant towers
    rect(180, 260, 90, 520, C.sky),
    poly(
      [
        [170, 262],
        [225, 60],
        [280, 262],
      ],
      C.sky,
    ),
    rect(980, 300, 70, 480, C.sky),
    rect(1070, 300, 70, 480, C.sky),
    poly(
      [
        [975, 302],
        [1015, 150],
        [1055, 302],
      ],
      C.sky,
    ),
    poly(
      [
        [1065, 302],
        [1105, 150],
        [1145, 302],
      ],
      C.sky,
    ),
    rect(620, 330, 120, 450, C.sky),
    poly(
      [
        [600, 332],
        [680, 240],
        [760, 332],
      ],
      C.sky,
    ),
    gables(-40, 800, 14, C.mid, C.light, 3),
    // main church in front
    rect(470, 300, 110, 520, C.blue),
    poly(
      [
        [455, 302],
        [525, 20],
        [595, 302],
      ],
      C.blue,
    ),
    rect(515, 0, 20, 40, C.blue),
    circle(525, 380, 26, C.light),
    gables(20, 880, 13, C.blue, C.sky, 9),
    rect(0, 880, 1600, 120, C.navy),
  ]
  ;[80, 330, 780, 1100, 1380].forEach((x, i) =>
    parts.push(bicycle(x, 930, i === 2 ? C.orange : C.light)),
  )
  return svg(parts.join(''), defs)
}

/** The institute in a converted harbour warehouse, mirrored in the water. */
export function harbour(): string {
  const defs =
    linear('sky2', [
      [0, '#dbe8f4'],
      [1, C.beige],
    ]) +
    linear('water', [
      [0, C.blue],
      [1, C.navy],
    ])
  const building = [
    rect(360, 250, 760, 430, '#b9623a'),
    poly(
      [
        [340, 252],
        [740, 120],
        [1140, 252],
      ],
      C.navy,
    ),
    rect(1120, 380, 260, 300, '#c97d52'),
    rect(1110, 360, 280, 28, C.navy),
  ]
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 8; c++)
      building.push(
        rect(
          400 + c * 90,
          290 + r * 95,
          52,
          64,
          r === 3 && c > 2 && c < 5 ? C.light : '#f5e6d3',
          'rx="26" ry="10"',
        ),
      )
  for (let c = 0; c < 3; c++) building.push(rect(1150 + c * 80, 420, 56, 220, C.light))
  building.push(rect(690, 580, 100, 100, C.navy))
  const parts: string[] = [
    rect(0, 0, 1600, 1000, 'url(#sky2)'),
    circle(250, 200, 70, C.white, 'opacity="0.8"'),
    // crane
    `<path d="M 180 680 L 180 250 L 420 250 M 180 300 L 260 250 M 380 250 L 380 360" stroke="${C.navy}" stroke-width="14" fill="none" stroke-linecap="square"/>`,
    rect(360, 360, 40, 30, C.orange),
    ...building,
    rect(0, 680, 1600, 30, C.stone),
    rect(0, 710, 1600, 290, 'url(#water)'),
    `<g opacity="0.35" transform="translate(0 1390) scale(1 -1)">${building.join('')}</g>`,
  ]
  const rand = random(5)
  for (let i = 0; i < 28; i++) {
    const y = 730 + rand() * 250
    parts.push(rect(rand() * 1500, y, 60 + rand() * 160, 5, C.light, 'rx="3" opacity="0.55"'))
  }
  parts.push(
    poly(
      [
        [1250, 800],
        [1480, 800],
        [1450, 850],
        [1280, 850],
      ],
      C.white,
    ),
    rect(1330, 760, 60, 40, C.orange),
  )
  return svg(parts.join(''), defs)
}

/** A path through layered hills with milestones and a flag at the top: a development programme. */
export function developmentPath(): string {
  const parts: string[] = [
    rect(0, 0, 1600, 1000, C.beige),
    circle(1340, 170, 80, C.peach),
    `<path d="M 0 560 Q 300 380 620 470 T 1200 360 T 1600 330 L 1600 1000 L 0 1000 Z" fill="${C.sky}"/>`,
    `<path d="M 0 700 Q 380 520 780 620 T 1600 520 L 1600 1000 L 0 1000 Z" fill="${C.mid}"/>`,
    `<path d="M 0 860 Q 420 700 900 800 T 1600 760 L 1600 1000 L 0 1000 Z" fill="${C.blue}"/>`,
    `<path d="M 160 1000 C 380 880 300 780 620 740 S 900 640 980 560 S 1150 420 1240 330" fill="none" stroke="${C.beige}" stroke-width="34" stroke-linecap="round"/>`,
    `<path d="M 160 1000 C 380 880 300 780 620 740 S 900 640 980 560 S 1150 420 1240 330" fill="none" stroke="${C.sand}" stroke-width="8" stroke-dasharray="2 26" stroke-linecap="round"/>`,
  ]
  const stones: [number, number][] = [
    [330, 860],
    [620, 740],
    [980, 560],
    [1240, 330],
  ]
  stones.forEach(([x, y], i) => {
    parts.push(
      circle(x, y, 34 - i * 3, C.navy),
      circle(x, y, 18 - i * 2, i === 3 ? C.orange : C.white),
    )
  })
  parts.push(
    rect(1236, 170, 8, 160, C.navy),
    poly(
      [
        [1244, 172],
        [1340, 205],
        [1244, 238],
      ],
      C.orange,
    ),
  )
  return svg(parts.join(''))
}

/** Abstract dashboards: bars, a rising line and a ring chart on a dark background. */
export function growthChart(): string {
  const parts: string[] = [rect(0, 0, 1600, 1000, C.navy)]
  for (let y = 120; y < 1000; y += 110) parts.push(rect(0, y, 1600, 2, '#1c3a5e'))
  parts.push(rect(110, 140, 900, 720, '#12325a', 'rx="24"'))
  const values = [260, 320, 300, 400, 450, 430, 540, 610]
  values.forEach((v, i) =>
    parts.push(
      rect(
        180 + i * 100,
        800 - v,
        60,
        v,
        i === values.length - 1 ? C.orange : i % 2 ? C.mid : C.blue,
        'rx="8"',
      ),
    ),
  )
  const pts = values.map((v, i) => `${210 + i * 100},${760 - v - 40}`).join(' ')
  parts.push(
    `<polyline points="${pts}" fill="none" stroke="${C.peach}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
  )
  values.forEach((v, i) => parts.push(circle(210 + i * 100, 760 - v - 40, 12, C.white)))
  // ring chart and key figures
  parts.push(rect(1080, 140, 410, 400, '#12325a', 'rx="24"'))
  const r = 120
  const len = 2 * Math.PI * r
  parts.push(circle(1285, 340, r, 'none', `stroke="#1c3a5e" stroke-width="46"`))
  parts.push(
    circle(
      1285,
      340,
      r,
      'none',
      `stroke="${C.blue}" stroke-width="46" stroke-dasharray="${len * 0.62} ${len}" transform="rotate(-90 1285 340)"`,
    ),
  )
  parts.push(
    circle(
      1285,
      340,
      r,
      'none',
      `stroke="${C.orange}" stroke-width="46" stroke-dasharray="${len * 0.2} ${len}" transform="rotate(133 1285 340)"`,
    ),
  )
  parts.push(rect(1080, 580, 410, 280, '#12325a', 'rx="24"'))
  ;[0, 1, 2].forEach((i) => {
    parts.push(circle(1140, 650 + i * 75, 16, i === 0 ? C.orange : i === 1 ? C.blue : C.mid))
    parts.push(rect(1180, 642 + i * 75, 240 - i * 50, 16, C.light, 'rx="8" opacity="0.8"'))
  })
  return svg(parts.join(''))
}
