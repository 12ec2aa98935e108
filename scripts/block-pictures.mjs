#!/usr/bin/env node
// Makes the pictures of the admin's block picker (src/blocks/configs.ts): each block as the German
// showcase page renders it, cropped to the block, at 480 × 320 as WebP under public/admin/blocks/.
//   node scripts/block-pictures.mjs [site URL]
// Default: http://localhost:3000 (`npm start`, with the demo content). Run it again after a block
// looks different. A block taller than 3:2 shows its top; a wider one is shown whole on white.
// The jump anchor has nothing to see on the page; its picture is drawn here.
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { root } from './lib/build.mjs'
import { launchChromium } from './lib/sitemap-pages.mjs'

const SHOWCASE_PATH = '/bausteine/'
const OUT_DIR = path.join(root, 'public/admin/blocks')
const SIZE = { width: 480, height: 320 }
const VIEWPORT = { width: 1200, height: 900 }
/** The block that renders no visible box: an anchor for links to a part of the page. */
const INVISIBLE_BLOCK = 'sprungmarke'
const BYTES_LIMIT = 30_000

const base = (process.argv[2] || 'http://localhost:3000').replace(/\/$/, '')
mkdirSync(OUT_DIR, { recursive: true })

const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 })
  const response = await page.goto(base + SHOWCASE_PATH, { waitUntil: 'load' })
  if (!response?.ok()) throw new Error(`GET ${SHOWCASE_PATH}: ${response?.status()}`)
  const slugs = await page.evaluate(() => [
    ...new Set(Array.from(document.querySelectorAll('[data-block]'), (el) => el.dataset.block)),
  ])
  console.log(`${slugs.length} block types on ${base}${SHOWCASE_PATH}`)
  for (const slug of slugs) {
    const file = path.join(OUT_DIR, `${slug}.webp`)
    const image = slug === INVISIBLE_BLOCK ? anchorPicture() : await blockPicture(page, slug)
    writeFileSync(file, await fitted(image))
    const bytes = statSync(file).size
    if (bytes > BYTES_LIMIT) throw new Error(`${slug}: ${bytes} bytes, more than ${BYTES_LIMIT}`)
    console.log(`  ${slug}.webp  ${bytes} bytes`)
  }
} finally {
  await browser.close()
}

/** A screenshot of the first block of this type, once its images have loaded. */
async function blockPicture(page, slug) {
  const block = page.locator(`[data-block="${slug}"]`).first()
  await block.scrollIntoViewIfNeeded()
  await block.evaluate(async (element) => {
    const images = Array.from(element.querySelectorAll('img'))
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => {})))
    await document.fonts.ready
  })
  await hideOverlays(page)
  return block.screenshot({ animations: 'disabled' })
}

/**
 * Hides what floats over the page (sticky header, cookie banner, chat button, visitor notices), so
 * a block's picture shows only the block. They may appear later (a notice after scrolling), so
 * this runs before every screenshot.
 */
function hideOverlays(page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll('body *')) {
      const { position } = getComputedStyle(element)
      if (position === 'fixed' || position === 'sticky') element.style.visibility = 'hidden'
    }
  })
}

/** The jump anchor as an editor thinks of it: a marked place in the page that links lead to. */
function anchorPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="60" y="70" width="360" height="14" rx="4" fill="#d9dee5"/>
  <rect x="60" y="96" width="300" height="14" rx="4" fill="#d9dee5"/>
  <line x1="40" y1="160" x2="440" y2="160" stroke="#0b5cad" stroke-width="3" stroke-dasharray="10 8"/>
  <circle cx="240" cy="160" r="26" fill="#0b5cad"/>
  <text x="240" y="171" font-family="sans-serif" font-size="30" font-weight="bold" fill="#ffffff"
    text-anchor="middle">#</text>
  <rect x="60" y="210" width="360" height="14" rx="4" fill="#d9dee5"/>
  <rect x="60" y="236" width="260" height="14" rx="4" fill="#d9dee5"/>
</svg>`
  return Buffer.from(svg)
}

/** The picture at SIZE: a tall block cut to its top, a wide one fitted whole on white. */
async function fitted(image) {
  const { width, height } = await sharp(image).metadata()
  const tall = width / height < SIZE.width / SIZE.height
  return sharp(image)
    .resize({
      ...SIZE,
      fit: tall ? 'cover' : 'contain',
      position: 'top',
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 72, effort: 6 })
    .toBuffer()
}
