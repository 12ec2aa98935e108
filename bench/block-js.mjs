#!/usr/bin/env node
// Which blocks add client JavaScript, and how much: compares the scripts of a page with only text
// blocks against the showcase page with every block, and attributes each extra chunk to the
// client components whose marker strings it contains. Gzip sizes, as a browser downloads them.
//   node bench/block-js.mjs          (starts the production build on a fresh seeded database)
import { spawn } from 'node:child_process'
import { waitForServer } from '../scripts/lib/server.mjs'

import { kb, measureScripts, total } from './lib/js-weight.mjs'

const TEXT_PAGE = process.env.TEXT_PAGE || '/impressum/'
const SHOWCASE = process.env.SHOWCASE_PAGE || '/bausteine/'
/** Strings that only the named client components put into their chunk. */
const MARKERS = {
  'Carousel (kundenstimmen, standorte)': ['aria-roledescription', 'embla'],
  'Modal (react-aria: kundenstimmen, video, rep_aktuelles)': ['react-aria-ModalOverlay', 'ModalOverlay'],
  'Video consent (video)': ['youtube-nocookie'],
  'Blog list (rep_blog)': ['blog-cards'],
  'Show more (kacheln, publikationen, rep_aktuelles, rep_blog)': ['tabIndex=-1', 'tabindex'],
}

const port = 3310
let base = process.env.BENCH_URL
let server = null
if (!base) {
  base = `http://localhost:${port}`
  server = spawn('node', ['scripts/e2e-server.mjs'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: 'ignore', detached: true })
  await waitForServer(`${base}/`, 180_000)
}

try {
  const pages = await measureScripts(base, [TEXT_PAGE, SHOWCASE])
  const text = pages.get(TEXT_PAGE).scripts
  const showcase = pages.get(SHOWCASE).scripts
  console.table([
    { page: `${TEXT_PAGE} (text blocks only)`, scripts: text.size, 'first-load JS (gzip)': kb(total(text)) },
    { page: `${SHOWCASE} (every block)`, scripts: showcase.size, 'first-load JS (gzip)': kb(total(showcase)) },
  ])
  const extra = [...showcase].filter(([src]) => !text.has(src))
  console.table(
    extra.map(([src, s]) => ({
      chunk: src.split('/').pop(),
      gzip: kb(s.gzip),
      contains: Object.entries(MARKERS).filter(([, marks]) => marks.some((m) => s.text.includes(m))).map(([name]) => name).join('; ') || '(shared code)',
    })),
  )
  console.log(`extra client JavaScript of the showcase: ${kb(extra.reduce((t, [, s]) => t + s.gzip, 0))}`)
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
}
