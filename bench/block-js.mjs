#!/usr/bin/env node
// Which blocks add client JavaScript, and how much. Compares a page with only text blocks and the
// showcase page with every block; then, for an exact attribution, copies each block type of the
// showcase onto a page of its own (through the REST API as the demo editor) and measures what
// that page loads beyond the text page. Gzip sizes, as a browser downloads them.
//   node bench/block-js.mjs          (starts the production build on a fresh seeded database)
import { readFileSync } from 'node:fs'

import { staffToken } from '../scripts/lib/staff-login.mjs'

import { benchSite } from './lib/bench-site.mjs'
import { kb, measureScripts, total } from './lib/js-weight.mjs'

const TEXT_PAGE = process.env.TEXT_PAGE || '/impressum/'
const SHOWCASE = process.env.SHOWCASE_PAGE || '/bausteine/'
const { base, stop } = await benchSite(3310)

/** JSON over the REST API as the demo editor. */
async function api(path, init = {}, token) {
  const response = await fetch(base + path, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...init.headers,
    },
  })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/**
 * One published page per block type of the showcase, holding only that block; returns slug → path.
 */
async function pagePerBlock() {
  const { admin } = JSON.parse(readFileSync('src/seed/credentials.json', 'utf8'))
  const token = await staffToken(base, admin)
  const found = await api(
    `/api/pages/?where[path][equals]=${encodeURIComponent(SHOWCASE)}&depth=0&locale=de&limit=1`,
    {},
    token,
  )
  const blocks = found.docs[0]?.blocks ?? []
  const paths = new Map()
  for (const block of blocks) {
    if (paths.has(block.blockType)) continue
    const { id: _id, ...copy } = block
    const slug = `bench-js-${block.blockType.replace(/_/g, '-')}`
    await api(
      '/api/pages/?locale=de',
      {
        method: 'POST',
        body: JSON.stringify({
          title: `Bench ${block.blockType}`,
          slug,
          blocks: [copy],
          _status: 'published',
        }),
      },
      token,
    )
    paths.set(block.blockType, `/${slug}/`)
  }
  return paths
}

try {
  const perBlock = await pagePerBlock()
  const pages = await measureScripts(base, [TEXT_PAGE, SHOWCASE, ...perBlock.values()])
  const text = pages.get(TEXT_PAGE).scripts
  const showcase = pages.get(SHOWCASE).scripts
  const extraOf = (scripts) =>
    [...scripts].filter(([src]) => !text.has(src)).reduce((sum, [, s]) => sum + s.gzip, 0)
  console.table([
    {
      page: `${TEXT_PAGE} (text blocks only)`,
      scripts: text.size,
      'first-load JS (gzip)': kb(total(text)),
    },
    {
      page: `${SHOWCASE} (every block)`,
      scripts: showcase.size,
      'first-load JS (gzip)': kb(total(showcase)),
    },
  ])
  const rows = [...perBlock].map(([slug, path]) => ({
    block: slug,
    'extra JS beyond the text page (gzip)': extraOf(pages.get(path).scripts),
  }))
  rows.sort(
    (a, b) => b['extra JS beyond the text page (gzip)'] - a['extra JS beyond the text page (gzip)'],
  )
  console.table(
    rows.map((row) => ({
      ...row,
      'extra JS beyond the text page (gzip)': row['extra JS beyond the text page (gzip)']
        ? kb(row['extra JS beyond the text page (gzip)'])
        : '–',
    })),
  )
  console.log(
    `extra client JavaScript of the showcase (shared chunks counted once): ${kb(extraOf(showcase))}`,
  )
} finally {
  stop()
}
