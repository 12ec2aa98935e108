#!/usr/bin/env node
// Measures how wide the fallback fonts of src/styles/globals.css set the site's own text, against
// Source Sans 3 (docs/decisions/0016-font-fallbacks.md), and prints the size-adjust each fallback
// face would need for the two to take the same room.
// node scripts/measure-font-fallbacks.mjs [site URL] (default http://localhost:3000: `npm start`)
// Every page of the sitemap is read in Chromium; each distinct text (a text node of 8 characters or
// more, with its element's weight, style, letter-spacing and text-transform) is set once in the web
// font and once in its fallback. The ratio per face is weighted by characters, so that the long
// paragraphs, whose line breaks move most, count most.
import { launchChromium, sitemapPaths } from './lib/sitemap-pages.mjs'

const base = (process.argv[2] || 'http://localhost:3000').replace(/\/$/, '')
const paths = await sitemapPaths(base)
const browser = await launchChromium()
const page = await browser.newPage()
/** Per fallback face ("Source Sans Fallback 400"): the distinct texts and their width ratios. */
const faces = new Map()
/** Per digits' face: the width ratio of the ten digits. */
let digits = []
try {
  for (const path of paths) {
    await page.goto(base + path)
    await page.evaluate(() => document.fonts.ready)
    const texts = await page.evaluate(measureTexts)
    for (const { face, weight, text, ratio, sizeAdjust } of texts) {
      if (!faces.has(face)) faces.set(face, { sizeAdjust, texts: new Map() })
      faces.get(face).texts.set(`${weight} ${text}`, { weight, chars: text.length, ratio })
    }
  }
  digits = await page.evaluate(measureDigits)
} finally {
  await browser.close()
}

console.log(`${paths.length} pages of ${base}\n`)
console.log(
  'fallback face'.padEnd(36),
  'texts'.padStart(6),
  'chars'.padStart(8),
  'width ratio'.padStart(12),
  'size-adjust now'.padStart(16),
  'would need'.padStart(11),
)
for (const [face, { sizeAdjust, texts }] of [...faces].sort(([a], [b]) => a.localeCompare(b))) {
  const all = [...texts.values()]
  printRow(face, all, sizeAdjust)
  // A face that spans several weights: each weight on a line of its own, to show whether one
  // size-adjust fits them all.
  const weights = [...new Set(all.map((text) => text.weight))].sort()
  if (weights.length > 1)
    for (const weight of weights)
      printRow(
        `  at weight ${weight}`,
        all.filter((text) => text.weight === weight),
        sizeAdjust,
      )
}

console.log('\ndigits (faces with a unicode-range), "0123456789"')
for (const { face, ratio, sizeAdjust } of digits)
  console.log(
    face.padEnd(36),
    ''.padStart(15),
    ratio.toFixed(4).padStart(12),
    sizeAdjust.padStart(16),
    `${(Number.parseFloat(sizeAdjust) / ratio).toFixed(2)}%`.padStart(11),
  )

function printRow(label, texts, sizeAdjust) {
  const chars = texts.reduce((sum, text) => sum + text.chars, 0)
  const ratio = texts.reduce((sum, text) => sum + text.ratio * text.chars, 0) / chars
  const now = Number.parseFloat(sizeAdjust)
  console.log(
    label.padEnd(36),
    String(texts.length).padStart(6),
    String(chars).padStart(8),
    ratio.toFixed(4).padStart(12),
    sizeAdjust.padStart(16),
    `${(now / ratio).toFixed(2)}%`.padStart(11),
  )
}

/** In the page: every distinct text with the width of its fallback over the web font's. */
function measureTexts() {
  // The faces for all of Unicode; the digits' faces (unicode-range) are measured on their own.
  const declared = [...document.fonts].filter(
    (face) => /Fallback/.test(face.family) && face.unicodeRange === 'U+0-10FFFF',
  )
  const faceFor = (family, style, weight) =>
    declared.find((face) => {
      const [low, high = low] = face.weight.split(' ').map(Number)
      return (
        face.family.replace(/"/g, '') === family &&
        face.style === style &&
        weight >= low &&
        weight <= high
      )
    })
  const probe = document.createElement('span')
  probe.style.cssText = 'position:absolute;white-space:pre;font-synthesis:none;visibility:hidden'
  document.body.append(probe)
  const widthIn = (family, css) => {
    probe.style.fontFamily = `"${family}"`
    Object.assign(probe.style, css)
    return probe.getBoundingClientRect().width
  }
  const results = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.replace(/\s+/g, ' ').trim()
    const element = node.parentElement
    if (text.length < 8 || !element || element.closest('script, style, noscript, [hidden]'))
      continue
    const style = getComputedStyle(element)
    const [web, fallback] = style.fontFamily
      .split(',')
      .map((name) => name.trim().replace(/^["']|["']$/g, ''))
    const weight = Number(style.fontWeight)
    const face = faceFor(fallback, style.fontStyle, weight)
    if (!face) continue
    probe.textContent = text
    const css = {
      fontSize: '100px',
      fontStyle: style.fontStyle,
      fontWeight: String(weight),
      letterSpacing: style.letterSpacing,
      textTransform: style.textTransform,
    }
    const ratio = widthIn(fallback, css) / widthIn(web, css)
    results.push({
      face: `${fallback} ${style.fontStyle} ${face.weight}`,
      weight,
      text,
      ratio,
      sizeAdjust: face.sizeAdjust,
    })
  }
  probe.remove()
  return results
}

/**
 * In the page: the width of the ten digits in each digits' face over the web font's, at the face's
 * usual weight.
 */
async function measureDigits() {
  const web = getComputedStyle(document.body).fontFamily.split(',')[0].trim()
  const ranged = [...document.fonts].filter(
    (face) => /Fallback/.test(face.family) && face.unicodeRange !== 'U+0-10FFFF',
  )
  const results = []
  for (const face of ranged) {
    const [low, high = low] = face.weight.split(' ').map(Number)
    const weight = high <= 400 ? high : low
    const family = face.family.replace(/"/g, '')
    const widthIn = async (name) => {
      await document.fonts.load(`${face.style} ${weight} 100px ${name}`, '0123456789')
      const span = document.createElement('span')
      span.textContent = '0123456789'
      span.style.cssText = `position:absolute;white-space:pre;font-synthesis:none;font-size:100px;font-style:${face.style};font-weight:${weight};font-family:${name}`
      document.body.append(span)
      const width = span.getBoundingClientRect().width
      span.remove()
      return width
    }
    results.push({
      face: `${family} ${face.style} ${face.weight}`,
      ratio: (await widthIn(`"${family}"`)) / (await widthIn(web)),
      sizeAdjust: face.sizeAdjust,
    })
  }
  return results
}
