import { expect, test } from './fixtures'

/** Every block type an editor can use (SPEC §2); the showcase page holds them all. */
const SHOWN = [
  'text', 'bild', 'bild_text', 'akkordeon', 'seminarthemen', 'seminare', 'video', 'kacheln', 'kundenstimmen', 'zertifizierungen',
  'downloads', 'kontaktformular', 'callback', 'stoerer', 'iframe', 'publikationen', 'historie', 'sprungmarke', 'seminarort_termine',
  'newsletter', 'karriere', 'main_block_whitepapers', 'standorte', 'seminarfinder', 'epaper_iframe', 'rep_vorteile', 'rep_aktuelles',
  'rep_blog',
]

for (const [locale, path] of [['de', '/bausteine/'], ['en', '/en/blocks/']] as const) {
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
    const block = page.locator('[data-block="kacheln"]').first()
    const tiles = block.locator('li')
    await expect(tiles).toHaveCount(6)
    const more = block.getByRole('button', { name: 'Mehr anzeigen' })
    await more.focus()
    await page.keyboard.press('Enter')
    expect(await tiles.count()).toBeGreaterThan(6)
    while (await more.isVisible()) await more.click()
    await expect(more).toBeHidden()
  })

  test('the testimonial carousel moves with its buttons, bullets and arrow keys', async ({ page }) => {
    const carousel = page.locator('[data-block="kundenstimmen"] [aria-roledescription="carousel"]').first()
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

  test('a testimonial’s info opens a dialog that Escape closes, returning focus', async ({ page }) => {
    const info = page.locator('[data-block="kundenstimmen"]').getByRole('button', { name: /^Mehr erfahren über/ }).first()
    await info.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(info).toBeFocused()
  })

  test('a video loads nothing from YouTube before consent, and its dialog closes', async ({ page }) => {
    const youtube: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url())
    })
    const play = page.locator('[data-block="video"]').getByRole('button', { name: /^Video abspielen/ }).first()
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
    await expect(cards).toHaveCount(9)
    await block.getByRole('button', { name: 'Weitere Artikel anzeigen' }).click()
    expect(await cards.count()).toBeGreaterThan(9)
    const pill = block.getByRole('group').getByRole('button').nth(1)
    await pill.focus()
    await page.keyboard.press('Enter')
    await expect(pill).toHaveAttribute('aria-pressed', 'true')
    expect(await cards.count()).toBeLessThanOrEqual(9)
  })
})
