import {
  C,
  circle,
  linear,
  person,
  personTop,
  poly,
  random,
  rect,
  svg,
  windowBars,
  windowPane,
} from './shapes'

/** Seen from behind: shoulders and the back of a head. */
function back(x: number, y: number, s: number, body: string, hair: string): string {
  return (
    `<path d="M ${x - 46 * s} ${y + 70 * s} Q ${x - 46 * s} ${y + 12 * s} ${x} ${y + 12 * s} Q ${x + 46 * s} ${y + 12 * s} ${x + 46 * s} ${y + 70 * s} Z" fill="${body}"/>` +
    circle(x, y - 14 * s, 25 * s, hair)
  )
}

/** A bright seminar room seen from the last row: screen, flipchart, rows of participants. */
export function seminarRoom(): string {
  const defs =
    linear('floor', [
      [0, '#dfe3e8'],
      [1, '#c7cdd4'],
    ]) +
    linear(
      'wallL',
      [
        [0, C.light],
        [1, C.sky],
      ],
      false,
    )
  const parts: string[] = [
    poly(
      [
        [0, 0],
        [1600, 0],
        [1300, 130],
        [300, 130],
      ],
      C.grey,
    ),
    rect(300, 130, 1000, 500, C.beige),
    poly(
      [
        [0, 0],
        [300, 130],
        [300, 630],
        [0, 1000],
      ],
      'url(#wallL)',
    ),
    poly(
      [
        [1600, 0],
        [1300, 130],
        [1300, 630],
        [1600, 1000],
      ],
      C.sand,
    ),
    poly(
      [
        [300, 630],
        [1300, 630],
        [1600, 1000],
        [0, 1000],
      ],
      'url(#floor)',
    ),
    // windows on the left wall
    poly(
      [
        [60, 120],
        [250, 190],
        [250, 520],
        [60, 600],
      ],
      C.white,
    ),
    poly(
      [
        [75, 140],
        [235, 200],
        [235, 510],
        [75, 582],
      ],
      '#b9d4ec',
    ),
    poly(
      [
        [150, 165],
        [162, 170],
        [162, 550],
        [150, 555],
      ],
      C.white,
    ),
    // screen with a chart
    rect(520, 190, 560, 320, C.navy, 'rx="6"'),
    rect(540, 210, 520, 280, C.white),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(580 + i * 90, 430 - i * 40, 50, 50 + i * 40, i === 4 ? C.orange : C.blue, 'rx="4"'),
    ),
    `<polyline points="580,400 670,370 760,380 850,320 940,280 1030,240" fill="none" stroke="${C.mid}" stroke-width="6" stroke-linecap="round"/>`,
    // flipchart
    `<path d="M 1180 470 L 1150 620 M 1230 470 L 1260 620 M 1205 470 L 1205 610" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>`,
    rect(1135, 290, 140, 190, C.white, `stroke="${C.stone}" stroke-width="3"`),
    ...[0, 1, 2, 3].map((i) =>
      rect(1155, 320 + i * 36, i % 2 ? 70 : 100, 10, i === 0 ? C.orange : C.blue, 'rx="5"'),
    ),
    // presenter
    rect(452, 470, 36, 90, C.navy, 'rx="14"'),
    rect(456, 545, 12, 80, C.navy),
    rect(472, 545, 12, 80, C.navy),
    circle(470, 448, 20, C.peach),
    `<path d="M 488 490 L 530 460" stroke="${C.navy}" stroke-width="12" stroke-linecap="round"/>`,
  ]
  const rand = random(7)
  const bodies = [C.blue, C.navy, C.orange, C.mid, '#3d6e99', '#8c9aa8']
  const hairs = ['#3a2a20', '#6b4a2f', '#1f1f24', '#a77b4f', '#c9b38f']
  const rows = [
    { y: 650, left: 360, right: 1240, s: 0.55, n: 7 },
    { y: 745, left: 250, right: 1350, s: 0.75, n: 6 },
    { y: 870, left: 110, right: 1490, s: 1.0, n: 5 },
  ]
  for (const row of rows) {
    const depth = 26 * row.s
    parts.push(
      poly(
        [
          [row.left + 20, row.y],
          [row.right - 20, row.y],
          [row.right, row.y + depth],
          [row.left, row.y + depth],
        ],
        C.white,
      ),
    )
    parts.push(rect(row.left, row.y + depth, row.right - row.left, 14 * row.s, C.navy))
    const step = (row.right - row.left) / row.n
    for (let i = 0; i < row.n; i++) {
      if (rand() < 0.15) continue
      const x = row.left + step * (i + 0.5) + (rand() - 0.5) * 20
      const body = bodies[Math.floor(rand() * bodies.length)] ?? C.blue
      const hair = hairs[Math.floor(rand() * hairs.length)] ?? C.navy
      parts.push(back(x, row.y + depth + 40 * row.s, row.s * 1.6, body, hair))
    }
  }
  return svg(parts.join(''), defs)
}

/** A workshop seen from above: a circle of chairs around moderation cards on the floor. */
export function workshopCircle(): string {
  const parts: string[] = [rect(0, 0, 1600, 1000, C.grey)]
  for (let x = 0; x < 1600; x += 80) parts.push(rect(x, 0, 2, 1000, '#e6e8eb'))
  parts.push(`<ellipse cx="800" cy="500" rx="420" ry="380" fill="${C.light}"/>`)
  parts.push(
    `<ellipse cx="800" cy="500" rx="300" ry="270" fill="none" stroke="${C.sky}" stroke-width="6" stroke-dasharray="4 18" stroke-linecap="round"/>`,
  )
  const rand = random(11)
  const cards = [C.orange, C.white, C.blue, C.white, C.peach, C.white, C.mid, C.orange, C.white]
  cards.forEach((fill, i) => {
    const x = 640 + (i % 3) * 110 + (rand() - 0.5) * 30
    const y = 400 + Math.floor(i / 3) * 80 + (rand() - 0.5) * 20
    parts.push(
      rect(
        x,
        y,
        90,
        56,
        fill,
        `rx="4" transform="rotate(${(rand() - 0.5) * 24} ${x + 45} ${y + 28})" stroke="${C.stone}" stroke-width="2"`,
      ),
    )
  })
  const bodies = [
    C.blue,
    C.navy,
    C.orange,
    C.mid,
    '#3d6e99',
    '#8c9aa8',
    C.blue,
    C.navy,
    '#b5562a',
    C.mid,
    C.navy,
    C.orange,
  ]
  const n = 12
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const x = 800 + Math.cos(a) * 400
    const y = 500 + Math.sin(a) * 360
    const deg = (a * 180) / Math.PI + 90
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${deg})">${rect(-40, -10, 80, 70, C.stone, 'rx="14"')}</g>`,
    )
    parts.push(
      personTop(
        x,
        y,
        deg,
        bodies[i] ?? C.blue,
        i % 3 === 0 ? '#6b4a2f' : i % 3 === 1 ? '#3a2a20' : '#c9b38f',
      ),
    )
  }
  // a flipchart and a plant in the corners
  parts.push(rect(1300, 110, 180, 130, C.white, `rx="6" stroke="${C.stone}" stroke-width="4"`))
  parts.push(
    rect(1330, 140, 110, 12, C.orange, 'rx="6"'),
    rect(1330, 170, 80, 12, C.blue, 'rx="6"'),
    rect(1330, 200, 95, 12, C.blue, 'rx="6"'),
  )
  parts.push(
    circle(170, 840, 90, '#5f8f6e'),
    circle(140, 800, 50, '#77a585'),
    circle(210, 870, 45, '#4b7a5a'),
  )
  return svg(parts.join(''))
}

/** An in-house workshop in a company: a whiteboard with sticky notes and a team at a long table. */
export function inhouseTeam(): string {
  const parts: string[] = [
    rect(0, 0, 1600, 1000, C.light),
    rect(0, 760, 1600, 240, '#d9e4ee'),
    rect(1090, 120, 420, 420, '#f7fbff'),
    // city blocks behind the window
    rect(1100, 380, 70, 160, C.sky),
    rect(1180, 330, 90, 210, C.mid),
    rect(1280, 400, 60, 140, C.sky),
    rect(1350, 300, 80, 240, C.mid),
    rect(1440, 360, 60, 180, C.sky),
    windowBars(1090, 120, 420, 420, C.white, 3, 3),
    // whiteboard
    rect(120, 140, 640, 380, C.white, `rx="8" stroke="${C.stone}" stroke-width="6"`),
  ]
  const notes = [
    C.orange,
    '#f6d365',
    C.mid,
    C.peach,
    '#f6d365',
    C.orange,
    C.mid,
    C.peach,
    '#f6d365',
    C.mid,
    C.orange,
    C.peach,
  ]
  notes.forEach((fill, i) =>
    parts.push(rect(170 + (i % 4) * 140, 180 + Math.floor(i / 4) * 105, 100, 80, fill, 'rx="4"')),
  )
  parts.push(`<path d="M 150 500 L 740 500" stroke="${C.stone}" stroke-width="6"/>`)
  // standing facilitator
  parts.push(
    rect(800, 470, 60, 170, C.orange, 'rx="26"'),
    rect(806, 620, 20, 140, C.navy),
    rect(834, 620, 20, 140, C.navy),
    circle(830, 435, 34, C.peach),
  )
  parts.push(
    `<path d="M 806 500 L 740 430" stroke="${C.orange}" stroke-width="20" stroke-linecap="round"/>`,
  )
  const seats = [280, 450, 620, 1010, 1170]
  // team at the table
  const team = [C.blue, C.navy, C.mid, '#3d6e99', C.navy]
  team.forEach((body, i) =>
    parts.push(person(seats[i] ?? 0, 600, 1.5, body, i % 2 ? '#e7b58c' : C.peach)),
  )
  parts.push(rect(180, 730, 1060, 34, C.white, 'rx="6"'), rect(180, 764, 1060, 16, C.stone))
  parts.push(rect(240, 780, 22, 180, C.navy), rect(1160, 780, 22, 180, C.navy))
  parts.push(
    rect(390, 705, 120, 25, C.navy, 'rx="3"'),
    rect(1110, 705, 120, 25, C.navy, 'rx="3"'),
    circle(700, 716, 16, C.white, `stroke="${C.stone}" stroke-width="6"`),
  )
  return svg(parts.join(''))
}

/** A coaching conversation: two armchairs, two people, a low table and a plant. */
export function coachingDialogue(): string {
  const parts: string[] = [
    rect(0, 0, 1600, 1000, C.beige),
    rect(0, 780, 1600, 220, C.sand),
    windowPane(560, 110, 480, 420, C.light, C.white, 2, 1),
    `<path d="M 600 470 Q 720 380 820 430 T 1010 400 L 1010 520 L 600 520 Z" fill="${C.sky}"/>`,
    // speech bubbles
    rect(250, 170, 260, 120, C.white, 'rx="40"'),
    poly(
      [
        [330, 285],
        [370, 285],
        [320, 330],
      ],
      C.white,
    ),
    rect(1090, 200, 260, 120, C.blue, 'rx="40"'),
    poly(
      [
        [1240, 315],
        [1280, 315],
        [1300, 360],
      ],
      C.blue,
    ),
    ...[0, 1].map((i) => rect(290, 205 + i * 40, i ? 120 : 180, 14, C.stone, 'rx="7"')),
    ...[0, 1].map((i) => rect(1130, 235 + i * 40, i ? 140 : 180, 14, C.light, 'rx="7"')),
  ]
  const chair = (x: number, flip: boolean) => {
    return (
      rect(x - 150, 620, 300, 170, C.navy, 'rx="40"') +
      rect(flip ? x + 90 : x - 150, 480, 60, 300, C.navy, 'rx="30"') +
      rect(x - 120, 780, 16, 90, C.navy) +
      rect(x + 104, 780, 16, 90, C.navy)
    )
  }
  parts.push(chair(400, false), chair(1200, true))
  parts.push(person(430, 470, 2.1, C.orange, C.peach), person(1170, 470, 2.1, C.mid, '#e7b58c'))
  parts.push(
    `<ellipse cx="800" cy="760" rx="170" ry="26" fill="${C.white}"/>`,
    rect(790, 760, 20, 120, C.navy),
  )
  parts.push(
    rect(735, 715, 44, 46, C.white, `stroke="${C.blue}" stroke-width="6" rx="6"`),
    rect(830, 715, 44, 46, C.white, `stroke="${C.orange}" stroke-width="6" rx="6"`),
  )
  parts.push(
    rect(1450, 780, 90, 110, C.orange, 'rx="10"'),
    circle(1495, 720, 70, '#5f8f6e'),
    circle(1455, 670, 45, '#77a585'),
    circle(1535, 680, 40, '#4b7a5a'),
  )
  return svg(parts.join(''))
}
