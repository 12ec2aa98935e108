/** Brand palette and small SVG helpers for the generated demo images (1600 × 1000). */
export const C = {
  blue: '#005ca9',
  navy: '#0b2545',
  light: '#e6f0f8',
  sky: '#c9ddef',
  mid: '#7fa9d1',
  beige: '#f4efe6',
  sand: '#e8dcc8',
  grey: '#f3f4f6',
  stone: '#d5d9de',
  orange: '#e07a2f',
  peach: '#f2b27a',
  white: '#ffffff',
} as const

export const W = 1600
export const H = 1000

export function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`
}

export function linear(
  id: string,
  stops: [offset: number, color: string][],
  vertical = true,
): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = '',
): string => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`

export const poly = (points: [number, number][], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" ${extra}/>`

/** A seated or standing person seen from the front: round head over rounded shoulders. */
export function person(
  x: number,
  y: number,
  s: number,
  body: string,
  head: string = C.peach,
): string {
  return [
    `<path d="M ${x - 38 * s} ${y + 95 * s} Q ${x - 38 * s} ${y + 30 * s} ${x} ${y + 30 * s} Q ${x + 38 * s} ${y + 30 * s} ${x + 38 * s} ${y + 95 * s} Z" fill="${body}"/>`,
    circle(x, y, 22 * s, head),
  ].join('')
}

/** A person seen from above: shoulders as an ellipse, head as a circle. */
export function personTop(
  x: number,
  y: number,
  angle: number,
  body: string,
  head: string = C.peach,
): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse cx="0" cy="0" rx="44" ry="24" fill="${body}"/>${circle(0, 4, 17, head)}</g>`
}

/** Glazing bars and an outline frame, drawn over whatever is behind the glass. */
export function windowBars(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  cols = 2,
  rows = 2,
): string {
  const bars: string[] = [
    rect(x - 5, y - 5, w + 10, h + 10, 'none', `stroke="${frame}" stroke-width="10"`),
  ]
  for (let i = 1; i < cols; i++) bars.push(rect(x + (w / cols) * i - 4, y, 8, h, frame))
  for (let j = 1; j < rows; j++) bars.push(rect(x, y + (h / rows) * j - 4, w, 8, frame))
  return bars.join('')
}

/** A window: glass with a frame and glazing bars. */
export function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  glass: string,
  frame: string,
  cols = 2,
  rows = 2,
): string {
  return rect(x, y, w, h, glass) + windowBars(x, y, w, h, frame, cols, rows)
}

/** Deterministic pseudo-random numbers so that every run draws the same picture. */
export function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}
