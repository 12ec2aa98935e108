import type { Locator } from '@playwright/test'

import { TILES_INITIAL, TILES_STEP } from '../../src/blocks/Tiles/constants'
import { BLOG_PAGE_SIZE } from '../../src/features/blog/constants'
import type { ImageIds } from '../../src/seed/images'
import { interactiveShowcaseBlocks } from '../../src/seed/showcase/interactive'
import { expect, test } from './fixtures'

/**
 * How many tiles the showcase page's tile block has, as the seed writes it (its images do not
 * matter here).
 */
const SEEDED_TILES = interactiveShowcaseBlocks({} as ImageIds, 'de').flatMap((block) =>
  block.blockType === 'kacheln' ? [block.main_block_kacheln.length] : [],
)[0]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every block type an editor can use (docs/behaviour/screens.md); the showcase holds them all. */
const SHOWN = [
  'text',
  'bild',
  'bild_text',
  'akkordeon',
  'seminarthemen',
  'seminare',
  'video',
  'kacheln',
  'kundenstimmen',
  'zertifizierungen',
  'downloads',
  'kontaktformular',
  'callback',
  'stoerer',
  'iframe',
  'publikationen',
  'historie',
  'sprungmarke',
  'seminarort_termine',
  'newsletter',
  'karriere',
  'main_block_whitepapers',
  'standorte',
  'seminarfinder',
  'epaper_iframe',
  'rep_vorteile',
  'rep_aktuelles',
  'rep_blog',
]

for (const [locale, path] of [
  ['de', '/bausteine/'],
  ['en', '/en/blocks/'],
] as const) {
  test(`the ${locale} showcase page shows every block type`, async ({ page }) => {
    await page.goto(path)
    for (const slug of SHOWN) {
      const block = page.locator(`[data-block="${slug}"]`).first()
      if (slug === 'sprungmarke') await expect(block, slug).toBeAttached()
      else await expect(block, slug).toBeVisible()
    }
  })
}

test.describe('showcase with the keyboard alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/bausteine/')
  })

  test('accordion items start closed and toggle with Enter', async ({ page }) => {
    const item = page.locator('[data-block="akkordeon"] details').first()
    await expect(item).not.toHaveAttribute('open', '')
    await item.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(item).toHaveAttribute('open', '')
    await page.keyboard.press('Enter')
    await expect(item).not.toHaveAttribute('open', '')
  })

  test('tiles show 6, then 6 more, and the button goes when all are shown', async ({ page }) => {
    // The seed's tile block (src/seed/showcase/interactive.ts) is the first one on the page.
    expect(SEEDED_TILES, 'the seed has more tiles than the first page shows').toBeGreaterThan(
      TILES_INITIAL,
    )
    const block = page.locator('[data-block="kacheln"]').first()
    const tiles = block.locator('li')
    await expect(tiles).toHaveCount(TILES_INITIAL)
    const more = block.getByRole('button', { name: 'Mehr anzeigen' })
    await more.focus()
    await page.keyboard.press('Enter')
    // Each press shows TILES_STEP more (fewer only at the end); the button goes with the last tile.
    for (
      let shown = Math.min(TILES_INITIAL + TILES_STEP, SEEDED_TILES);
      ;
      shown = Math.min(shown + TILES_STEP, SEEDED_TILES)
    ) {
      await expect(tiles).toHaveCount(shown)
      if (shown === SEEDED_TILES) break
      await expect(more).toBeVisible()
      await more.click()
    }
    await expect(more).toBeHidden()
  })

  test('the testimonial carousel moves with its buttons, bullets and arrow keys', async ({
    page,
  }) => {
    const carousel = page
      .locator('[data-block="kundenstimmen"] [aria-roledescription="carousel"]')
      .first()
    const bullets = carousel.getByRole('button', { name: /^Folie \d+ von \d+$/ })
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Nächste Folie' }).focus()
    await page.keyboard.press('Enter')
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true')
    await bullets.last().focus()
    await page.keyboard.press('Enter')
    await expect(bullets.last()).toHaveAttribute('aria-current', 'true')
  })

  test('a testimonial’s info opens a dialog that Escape closes, returning focus', async ({
    page,
  }) => {
    const info = page
      .locator('[data-block="kundenstimmen"]')
      .getByRole('button', { name: /^Mehr erfahren über/ })
      .first()
    await info.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(info).toBeFocused()
  })

  test('a video loads nothing from YouTube before consent, and its dialog closes', async ({
    page,
  }) => {
    const youtube: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url())
    })
    const play = page
      .locator('[data-block="video"]')
      .getByRole('button', { name: /^Video abspielen/ })
      .first()
    await play.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    expect(youtube).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('news open in a dialog and show 3 more per click', async ({ page }) => {
    const block = page.locator('[data-block="rep_aktuelles"]').first()
    await expect(block.getByRole('heading', { level: 3 })).toHaveCount(3)
    await block.getByRole('button', { name: 'Weitere Meldungen anzeigen' }).click()
    await expect(block.getByRole('heading', { level: 3 })).toHaveCount(6)
    const readMore = block.getByRole('button', { name: /^Weiterlesen/ }).first()
    await readMore.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('blog pills filter the articles and a filter change starts again at 9', async ({ page }) => {
    const block = page.locator('[data-block="rep_blog"]').first()
    const cards = block.getByTestId('blog-cards').locator('li')
    // A card names its topics in the line under its title ("Führung · Kommunikation").
    const topicsOf = (card: Locator) => card.locator('h3 + p')
    const results = block.getByRole('status')
    await expect(results).toHaveText(/^\d+ Artikel$/)
    const total = Number((await results.textContent())!.split(' ')[0])
    expect(total, 'more articles than the first page shows').toBeGreaterThan(BLOG_PAGE_SIZE.initial)
    await expect(cards).toHaveCount(BLOG_PAGE_SIZE.initial)
    const more = block.getByRole('button', { name: 'Weitere Artikel anzeigen' })
    await more.click()
    await expect(cards).toHaveCount(Math.min(BLOG_PAGE_SIZE.initial + BLOG_PAGE_SIZE.step, total))
    while (await more.isVisible()) await more.click()
    await expect(cards).toHaveCount(total)

    // The first topic pill ("Alle Themen" comes before the topics), and the unfiltered cards of its
    // topic.
    const pill = block
      .getByRole('group', { name: 'Nach Themen filtern' })
      .getByRole('button')
      .nth(1)
    const topic = (await pill.textContent())!.trim()
    const hasTopic = (line: string) => line.split(' · ').includes(topic)
    const ofTopic = (await topicsOf(cards).allTextContents()).filter(hasTopic).length
    expect(ofTopic, `cards of ${topic}`).toBeGreaterThan(0)
    expect(ofTopic, `cards of ${topic}`).toBeLessThan(total)

    await pill.focus()
    await page.keyboard.press('Enter')
    await expect(pill).toHaveAttribute('aria-pressed', 'true')
    await expect(results).toHaveText(`${ofTopic} Artikel`)
    await expect(cards).toHaveCount(Math.min(BLOG_PAGE_SIZE.initial, ofTopic))
    for (const card of await cards.all())
      await expect(topicsOf(card)).toHaveText(new RegExp(`(^| · )${escapeRegExp(topic)}( · |$)`))

    // Back to all topics: the list starts again at 9, not with all the cards shown before the
    // filter.
    await block.getByRole('button', { name: 'Alle Themen' }).click()
    await expect(pill).toHaveAttribute('aria-pressed', 'false')
    await expect(results).toHaveText(`${total} Artikel`)
    await expect(cards).toHaveCount(BLOG_PAGE_SIZE.initial)
  })
})
