import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { layoutShiftTotal, recordLayoutShifts } from './helpers'

// The fallback fonts of src/styles/globals.css (docs/decisions/0016-font-fallbacks.md): Arial or
// its metric twin Liberation Sans, which Debian's Chromium brings along (fonts-liberation).

/**
 * The families of body text and of italic text: [web font, its fallback], as the page's CSS names
 * them.
 */
async function families(page: Page) {
  return page.evaluate(() => {
    const firstTwo = (element: Element) =>
      getComputedStyle(element)
        .fontFamily.split(',')
        .slice(0, 2)
        .map((name) => name.trim().replace(/^["']|["']$/g, ''))
    const em = document.createElement('em')
    document.body.append(em)
    const italic = firstTwo(em)
    em.remove()
    return { normal: firstTwo(document.body), italic }
  })
}

test('each fallback font is found and takes the room the web font will take, at every weight the site uses', async ({
  page,
}) => {
  await page.goto('/')
  const { normal, italic } = await families(page)
  expect(normal[1]).toMatch(/Fallback/)
  expect(italic[1]).toMatch(/Fallback/)
  const measured = await page.evaluate(
    async ({ normal, italic }) => {
      const sample =
        'Führung beginnt mit Klarheit: Wer sein Team kennt, trifft bessere Entscheidungen. Leading a team takes practice.'
      // Dates, durations and prices: the digits have fallback faces of their own (unicode-range).
      const digits = '0123456789'
      const widthOf = (family: string, style: string, weight: number, text = sample) => {
        const span = document.createElement('span')
        span.textContent = text
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:100px;font-family:"${family}";font-style:${style};font-weight:${weight};font-synthesis:none`
        document.body.append(span)
        const width = span.getBoundingClientRect().width
        span.remove()
        return width
      }
      const pairs = [
        ['normal', normal],
        ['italic', italic],
      ] as const
      const weights = [400, 500, 600, 700]
      for (const [style, families] of pairs)
        // A face whose local() font is missing rejects: counted below as not loaded.
        for (const weight of weights)
          await Promise.all(
            families.map((family) =>
              document.fonts
                .load(`${style} ${weight} 16px "${family}"`, sample + digits)
                .catch(() => []),
            ),
          )
      const faces: Record<string, string> = {}
      for (const [, [, fallback]] of pairs) {
        const declared = [...document.fonts].filter(
          (face) => face.family.replace(/"/g, '') === fallback,
        )
        faces[fallback] =
          `${declared.filter((face) => face.status === 'loaded').length} of ${declared.length}`
      }
      const ratios: Record<string, number> = {}
      for (const [style, [web, fallback]] of pairs)
        for (const weight of weights)
          ratios[`${style} ${weight}`] =
            Math.round((widthOf(fallback, style, weight) / widthOf(web, style, weight)) * 1000) /
            1000
      const [web, fallback] = normal
      for (const weight of weights)
        ratios[`digits ${weight}`] =
          Math.round(
            (widthOf(fallback, 'normal', weight, digits) / widthOf(web, 'normal', weight, digits)) *
              1000,
          ) / 1000
      return { faces, ratios }
    },
    { normal, italic },
  )
  // Every face of both families is found on this system: upright regular, medium, semibold and
  // bold, for letters and for digits; the italics without a medium and without digits of their own.
  expect(measured.faces).toEqual({
    'Source Sans Fallback': '8 of 8',
    'Source Sans Italic Fallback': '3 of 3',
  })
  expect(Object.keys(measured.ratios)).toHaveLength(12)
  // 2 % either way: a line of 60 characters ends within about a character of where it will.
  for (const [face, ratio] of Object.entries(measured.ratios))
    expect(
      Math.abs(ratio - 1),
      `${face}: fallback width / web font width = ${ratio}`,
    ).toBeLessThanOrEqual(0.02)
})

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`${viewport.name}: a page with bold and italic text hardly moves when the web fonts arrive late`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await recordLayoutShifts(page)
    // The blocks showcase: headings, bold and italic text in many blocks.
    await page.goto('/bausteine/')
    const { italic } = await families(page)
    await page.waitForFunction(
      (family) =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
        ),
      italic[0],
    )
    await page.evaluate(() => document.fonts.ready)
    // Google counts a cumulative layout shift of 0.1 or less as good. With next/font's fallback
    // this page shifted by 0.26 on the phone and 0.016 on the desktop; with ours, by about 0.001.
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01)
  })
}
