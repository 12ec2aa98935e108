import { C, circle, linear, person, poly, random, rect, svg, windowBars } from './shapes'

/** A deciduous tree: trunk and three overlapping round crowns. */
function tree(x: number, base: number, s: number, crown: string): string {
  return (
    rect(x - 9 * s, base - 120 * s, 18 * s, 120 * s, '#6b4a2f') +
    circle(x - 38 * s, base - 150 * s, 58 * s, crown) +
    circle(x + 40 * s, base - 160 * s, 62 * s, crown) +
    circle(x, base - 210 * s, 70 * s, crown)
  )
}

/** A small sailing boat: hull, mast and two triangular sails. */
function sailboat(x: number, y: number, s: number, sail: string): string {
  return (
    poly(
      [
        [x - 60 * s, y],
        [x + 60 * s, y],
        [x + 42 * s, y + 22 * s],
        [x - 42 * s, y + 22 * s],
      ],
      C.white,
    ) +
    rect(x - 3 * s, y - 150 * s, 6 * s, 150 * s, C.navy) +
    poly(
      [
        [x + 5 * s, y - 145 * s],
        [x + 5 * s, y - 8 * s],
        [x + 70 * s, y - 8 * s],
      ],
      sail,
    ) +
    poly(
      [
        [x - 5 * s, y - 120 * s],
        [x - 5 * s, y - 8 * s],
        [x - 52 * s, y - 8 * s],
      ],
      C.light,
    )
  )
}

/** A white conference villa on a lake shore: hipped roof, tall windows, trees, a jetty and sailing boats. */
export function lakesideVilla(): string {
  const defs =
    linear('skyV', [
      [0, '#d7e7f5'],
      [1, C.beige],
    ]) +
    linear('lake', [
      [0, C.mid],
      [1, C.blue],
    ])
  const parts: string[] = [
    rect(0, 0, 1600, 1000, 'url(#skyV)'),
    circle(1320, 190, 80, C.white, 'opacity="0.85"'),
    // far shore
    `<path d="M 0 520 Q 200 470 420 505 T 900 490 T 1600 500 L 1600 560 L 0 560 Z" fill="${C.sky}"/>`,
    // lawn
    `<path d="M 0 560 L 1600 560 L 1600 700 Q 1100 730 700 690 T 0 720 Z" fill="#9fbf8f"/>`,
    // villa body, roof and porch
    rect(520, 300, 560, 300, C.white),
    poly(
      [
        [490, 302],
        [620, 200],
        [980, 200],
        [1110, 302],
      ],
      C.navy,
    ),
    rect(760, 150, 40, 60, C.navy),
    rect(700, 470, 200, 130, C.sand),
    poly(
      [
        [680, 472],
        [800, 420],
        [920, 472],
      ],
      C.navy,
    ),
  ]
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 5; c++) {
      if (r === 1 && c === 2) continue
      const x = 555 + c * 102
      const y = 330 + r * 140
      parts.push(rect(x, y, 60, 100, '#b9d4ec'), windowBars(x, y, 60, 100, C.white, 2, 3))
    }
  }
  parts.push(rect(770, 500, 60, 100, C.blue, 'rx="30" ry="8"'))
  // trees either side
  parts.push(
    tree(360, 600, 1.3, '#5f8f62'),
    tree(230, 640, 1.0, '#7aa873'),
    tree(1250, 610, 1.25, '#5f8f62'),
    tree(1410, 650, 0.95, '#7aa873'),
  )
  // lake with jetty and boats
  parts.push(
    `<path d="M 0 720 Q 700 690 1100 730 T 1600 700 L 1600 1000 L 0 1000 Z" fill="url(#lake)"/>`,
  )
  parts.push(rect(860, 700, 40, 200, C.sand), rect(860, 880, 200, 26, C.sand))
  const rand = random(11)
  for (let i = 0; i < 22; i++)
    parts.push(
      rect(
        rand() * 1500,
        760 + rand() * 220,
        50 + rand() * 140,
        5,
        C.light,
        'rx="3" opacity="0.5"',
      ),
    )
  parts.push(
    sailboat(330, 850, 1.1, C.orange),
    sailboat(1330, 800, 0.8, C.white),
    sailboat(1480, 900, 0.6, C.peach),
  )
  return svg(parts.join(''), defs)
}

/** A converted brick factory hall with arched steel windows, a long table and a small group at work. */
export function brickLoft(): string {
  const defs =
    linear('floorL', [
      [0, '#c9a27c'],
      [1, '#9c7350'],
    ]) +
    linear('glow', [
      [0, '#fdf4e3'],
      [1, '#f4dcc0'],
    ])
  const brick = '#b55d3a'
  const parts: string[] = [rect(0, 0, 1600, 720, brick)]
  // brick courses
  for (let y = 20; y < 720; y += 36) parts.push(rect(0, y, 1600, 4, '#9c4a2c', 'opacity="0.6"'))
  for (let y = 0, row = 0; y < 720; y += 36, row++) {
    for (let x = row % 2 ? 40 : 0; x < 1600; x += 110)
      parts.push(rect(x, y, 4, 36, '#9c4a2c', 'opacity="0.45"'))
  }
  // arched windows
  ;[140, 620, 1100].forEach((x) => {
    parts.push(
      `<path d="M ${x} 560 L ${x} 230 A 180 180 0 0 1 ${x + 360} 230 L ${x + 360} 560 Z" fill="url(#glow)"/>`,
    )
    parts.push(
      `<path d="M ${x} 560 L ${x} 230 A 180 180 0 0 1 ${x + 360} 230 L ${x + 360} 560 Z" fill="none" stroke="${C.navy}" stroke-width="12"/>`,
    )
    for (let i = 1; i < 4; i++) parts.push(rect(x + i * 90 - 3, 90, 6, 470, C.navy))
    for (let j = 0; j < 3; j++) parts.push(rect(x, 300 + j * 90, 360, 6, C.navy))
  })
  // steel beams and pendant lamps
  parts.push(rect(0, 40, 1600, 30, C.navy), rect(0, 0, 1600, 40, '#2b3f5c'))
  ;[400, 800, 1200].forEach((x) => {
    parts.push(
      rect(x - 2, 70, 4, 200, C.navy),
      poly(
        [
          [x - 40, 300],
          [x + 40, 300],
          [x + 22, 268],
          [x - 22, 268],
        ],
        C.orange,
      ),
      circle(x, 306, 10, '#fff2c4'),
    )
  })
  // floor, long table and people
  parts.push(rect(0, 720, 1600, 280, 'url(#floorL)'))
  parts.push(
    poly(
      [
        [360, 770],
        [1240, 770],
        [1330, 850],
        [270, 850],
      ],
      C.white,
    ),
    rect(270, 850, 1060, 18, C.stone),
  )
  parts.push(rect(300, 868, 16, 110, C.navy), rect(1284, 868, 16, 110, C.navy))
  const bodies = [C.blue, C.navy, C.orange, C.mid, '#3d6e99']
  ;[440, 620, 800, 980, 1160].forEach((x, i) =>
    parts.push(person(x, 690, 0.9, bodies[i % bodies.length] ?? C.blue)),
  )
  ;[520, 700, 880, 1060].forEach((x, i) =>
    parts.push(rect(x, 790, 70, 44, i % 2 ? C.light : C.sky, 'rx="4"')),
  )
  // plants in pots
  ;[90, 1500].forEach((x) => {
    parts.push(rect(x - 40, 860, 80, 100, C.navy, 'rx="8"'))
    parts.push(
      circle(x - 30, 820, 44, '#5f8f62'),
      circle(x + 28, 800, 50, '#7aa873'),
      circle(x, 760, 46, '#5f8f62'),
    )
  })
  return svg(parts.join(''), defs)
}

/** A glass conference tower by a river, with neighbouring high-rises and a footbridge. */
export function glassTower(): string {
  const defs =
    linear('skyT', [
      [0, '#f6e3cf'],
      [0.6, C.light],
      [1, C.sky],
    ]) +
    linear(
      'glass',
      [
        [0, '#9cc2e4'],
        [1, C.blue],
      ],
      false,
    ) +
    linear('river', [
      [0, C.mid],
      [1, C.navy],
    ])
  const parts: string[] = [
    rect(0, 0, 1600, 1000, 'url(#skyT)'),
    circle(300, 230, 90, C.peach, 'opacity="0.8"'),
  ]
  // background towers
  const back: [number, number, number][] = [
    [60, 330, 140],
    [230, 420, 120],
    [980, 260, 150],
    [1160, 380, 130],
    [1320, 300, 170],
    [1500, 450, 120],
  ]
  back.forEach(([x, top, w]) => parts.push(rect(x, top, w, 640 - top, C.sky)))
  // main tower with glass facade
  parts.push(
    rect(560, 110, 360, 530, 'url(#glass)'),
    poly(
      [
        [560, 112],
        [740, 60],
        [920, 112],
      ],
      C.navy,
    ),
    rect(735, 20, 10, 50, C.navy),
  )
  for (let y = 150; y < 640; y += 42) parts.push(rect(560, y, 360, 4, C.white, 'opacity="0.55"'))
  for (let x = 620; x < 920; x += 60) parts.push(rect(x, 112, 3, 528, C.white, 'opacity="0.4"'))
  parts.push(rect(820, 150, 100, 490, C.white, 'opacity="0.12"'))
  // lower neighbouring building
  parts.push(rect(380, 400, 180, 240, C.mid), rect(920, 460, 200, 180, C.mid))
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++) parts.push(rect(400 + c * 55, 425 + r * 52, 36, 30, C.light))
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) parts.push(rect(940 + c * 46, 485 + r * 50, 30, 28, C.light))
  // quay, trees and river with bridge
  parts.push(rect(0, 640, 1600, 40, C.stone))
  ;[120, 300, 1250, 1430].forEach((x) =>
    parts.push(rect(x - 6, 580, 12, 60, '#6b4a2f'), circle(x, 560, 42, '#6f9a6a')),
  )
  parts.push(rect(0, 680, 1600, 320, 'url(#river)'))
  parts.push(
    `<path d="M 0 760 Q 800 640 1600 760" fill="none" stroke="${C.navy}" stroke-width="16"/>`,
  )
  for (let x = 80; x < 1600; x += 120) {
    const y = 760 - 60 * (1 - ((x - 800) / 800) ** 2)
    parts.push(rect(x - 3, y, 6, 754 - y, C.navy))
  }
  parts.push(rect(0, 752, 1600, 14, C.navy))
  const rand = random(17)
  for (let i = 0; i < 24; i++)
    parts.push(
      rect(
        rand() * 1500,
        800 + rand() * 180,
        60 + rand() * 150,
        5,
        C.light,
        'rx="3" opacity="0.45"',
      ),
    )
  parts.push(
    poly(
      [
        [1050, 900],
        [1330, 900],
        [1300, 940],
        [1080, 940],
      ],
      C.white,
    ),
    rect(1120, 870, 140, 30, C.orange),
  )
  return svg(parts.join(''), defs)
}
