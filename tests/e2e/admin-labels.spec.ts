import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { demo } from './helpers'

/**
 * The admin names everything in its language: every collection's list, create and edit view,
 * every global, and the Pages block picker, in German and in English, show no raw field names
 * (`main_block_…`, `…_titel`, camelCase), no "[object Object]", and in German no English words.
 * The showcase page (every block type) is the Pages document opened, so every block's fields show.
 */

type AdminLanguage = 'de' | 'en'

/** The page with every block type (src/seed/pages/showcase.ts). */
const SHOWCASE_PATH = '/bausteine/'

/** Where the text of labels, buttons, descriptions and headings sits in Payload's admin. */
const LABEL_SELECTORS = [
  'label',
  'legend',
  'th',
  'button',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  '[role="tab"]',
  '.field-description',
  '.field-label',
  '.row-label',
  '.collapsible__toggle',
  '.thumbnail-card__label',
  '.nav-group__label',
  '.step-nav',
  '.array-field__header',
  '.blocks-field__header',
  // A select's chosen option is a label; a relationship's chosen document is content.
  '.field-type.select .rs__single-value',
  '.field-type.select .rs__multi-value__label',
  '.field-type.radio-group',
  '.field-type.checkbox',
].join(', ')

/** Document content, not labels: what editors typed or what a list or relationship shows of it. */
const CONTENT_SELECTORS = [
  '[contenteditable="true"]',
  'td',
  '.doc-header__title',
  '.render-title',
  '.field-type.relationship .rs__value-container',
  '.field-type.upload .file-details',
  '.upload-relationship-details',
  '.step-nav > :last-child',
].join(', ')

/** Names spelled in camelCase by their makers. */
const PROPER_NAMES = /\b(iFrame|YouTube|LinkedIn|ePaper)\b/g

/** Field names as code writes them: snake_case, camelCase, and Payload's words for them. */
const RAW_NAMES = [
  /main_block_/i,
  /main block/i,
  /\[object Object\]/,
  /(?<![\p{L}\d-])[a-z\d]+(?:_[a-z\d]+)+(?![\p{L}\d-])/u,
  /(?<![\p{L}\d.@/-])[a-z]+[A-Z][a-zA-Z]*(?![\p{L}\d.@/-])/u,
]

/**
 * English words an untranslated label would show in the German admin. Words German uses as well
 * (Status, Name, Text, Link, Block, Team, Newsletter, Download, Filter, Optional) are left out.
 */
const ENGLISH_WORDS = [
  'Add',
  'Amount',
  'Answer',
  'Background',
  'Caption',
  'Column',
  'Columns',
  'Completed',
  'Create',
  'Currency',
  'Date',
  'Dates',
  'Delete',
  'Description',
  'Edit',
  'Error',
  'Executed',
  'Heading',
  'Height',
  'Image',
  'Images',
  'Item',
  'Items',
  'Language',
  'Location',
  'Message',
  'Page',
  'Pages',
  'Participant',
  'Participants',
  'Price',
  'Processing',
  'Question',
  'Queue',
  'Row',
  'Rows',
  'Save',
  'Search',
  'Seats',
  'Settings',
  'Subject',
  'Task',
  'Title',
  'Topic',
  'Topics',
  'Until',
  'Width',
]
const ENGLISH_WORD = new RegExp(
  `(?<![\\p{L}\\d-])(?:${ENGLISH_WORDS.join('|')})(?![\\p{L}\\d-])`,
  'u',
)

/** The visible label texts of the page as it is now: text, aria-label, title and placeholder. */
function visibleLabels(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ labels, content }) => {
      const found = new Set<string>()
      const add = (text: string | null | undefined) => {
        const trimmed = text?.replace(/\s+/g, ' ').trim()
        if (trimmed) found.add(trimmed)
      }
      const visible = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      for (const element of document.querySelectorAll(labels)) {
        if (!visible(element) || element.closest(content)) continue
        // Each text node on its own (a tooltip beside its button's text is not one word), without
        // nested content parts (a chosen document).
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest(content)) add(node.textContent)
      }
      for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
        // A drawer's dialog is named by its internal slug, which no one sees.
        if (
          !visible(element) ||
          element.closest(content) ||
          element.matches('dialog, [role="dialog"]')
        )
          continue
        for (const name of ['aria-label', 'title', 'placeholder']) add(element.getAttribute(name))
      }
      return [...found]
    },
    { labels: LABEL_SELECTORS, content: CONTENT_SELECTORS },
  )
}

/** Each label that breaks a rule, with the view it was on and the rule. */
function offences(labels: string[], view: string, language: AdminLanguage): string[] {
  const found: string[] = []
  for (const label of labels) {
    const raw = RAW_NAMES.find((pattern) => pattern.test(label.replace(PROPER_NAMES, '')))
    if (raw) found.push(`${view}: "${label}" (raw name ${raw})`)
    const english = language === 'de' ? ENGLISH_WORD.exec(label) : null
    if (english) found.push(`${view}: "${label}" (English "${english[0]}")`)
  }
  return found
}

/** Waits for the admin view to settle: its form or list is drawn and no spinner is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  await expect(page.locator('.loading-overlay, .shimmer-effect')).toHaveCount(0, {
    timeout: 20_000,
  })
}

/** Every collection and global in the admin's navigation, as their paths. */
async function navigationPaths(page: Page): Promise<{ collections: string[]; globals: string[] }> {
  const hrefs = await page
    .locator('nav a[href*="/admin/collections/"], nav a[href*="/admin/globals/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const unique = [...new Set(hrefs.map((href) => href.replace(/\/?$/, '/')))]
  return {
    collections: unique.filter((href) => href.includes('/collections/')),
    globals: unique.filter((href) => href.includes('/globals/')),
  }
}

/** What both languages' runs checked, printed once at the end. */
const tally = { views: 0, labels: 0, languages: [] as string[] }

test.describe.configure({ mode: 'serial' })

test.afterAll(() => {
  console.log(
    `admin labels: ${tally.views} views in ${tally.languages.join(' and ')} ` +
      `(${tally.views / Math.max(tally.languages.length, 1)} × ${tally.languages.length}), ` +
      `${tally.labels} labels checked`,
  )
})

for (const language of ['de', 'en'] as const) {
  test(`the ${language} admin labels every view and block without raw names`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(600_000)
    await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
    expect((await page.request.post('/api/users/login/', { data: demo.admin })).status()).toBe(200)
    const showcase = await page.request.get(
      `/api/pages/?where[path][equals]=${SHOWCASE_PATH}&depth=0&limit=1&locale=de`,
    )
    const showcaseId = (await showcase.json()).docs[0]?.id
    expect(showcaseId, 'the seed has the showcase page').toBeTruthy()

    await page.goto('/admin/')
    await settled(page)
    const { collections, globals } = await navigationPaths(page)
    expect(collections.length).toBeGreaterThan(10)
    expect(globals.length).toBeGreaterThan(2)

    const found: string[] = []
    const checked = new Set<string>()
    let views = 0
    const check = async (view: string) => {
      const labels = await visibleLabels(page)
      for (const label of labels) checked.add(label)
      found.push(...offences(labels, view, language))
    }
    /** The view as loaded, then with each of its tabs chosen in turn. */
    const visit = async (path: string) => {
      await page.goto(path)
      await settled(page)
      views += 1
      await check(path)
      const tabs = page.locator('.tabs-field__tab-button')
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click()
        await check(`${path} (tab ${index + 1})`)
      }
    }

    await check('/admin/ (dashboard)')
    for (const list of collections) {
      await visit(list)
      const createLink = page.locator(`a[href$="${list}create"], a[href$="${list}create/"]`)
      const canCreate = (await createLink.count()) > 0
      const firstDocument = await page
        .locator('.table tbody tr a[href*="/admin/collections/"]')
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null)
      if (canCreate) await visit(`${list}create/`)
      if (list.endsWith('/collections/pages/')) await visit(`${list}${showcaseId}/`)
      else if (firstDocument) await visit(firstDocument)
    }
    for (const global of globals) await visit(global)

    // The block picker of the showcase page: every block named, each with its own picture.
    await page.goto(`/admin/collections/pages/${showcaseId}/`)
    await settled(page)
    // The admin reopens the tab chosen last (SEO, from the visit above): back to the blocks.
    await page.locator('.tabs-field__tab-button').first().click()
    const addBlock = page.locator('.blocks-field__drawer-toggler').last()
    await expect(addBlock).toHaveText(language === 'de' ? 'Block hinzufügen' : 'Add Block')
    await addBlock.click()
    const drawer = page.locator('.blocks-drawer__blocks-wrapper').last()
    await expect(drawer.locator('.thumbnail-card').first()).toBeVisible()
    views += 1
    await check('block picker')
    const cards = await drawer.locator('.thumbnail-card').count()
    tally.views += views
    tally.labels += checked.size
    tally.languages.push(
      `${language} (${collections.length} collections, ${globals.length} globals, ${cards} blocks)`,
    )
    expect.soft(found).toEqual([])

    const pictures = drawer.locator('.thumbnail-card img')
    await expect(pictures).toHaveCount(cards)
    const sources = await pictures.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    )
    expect(new Set(sources).size, 'a picture of its own per block').toBe(cards)
    // Each one an image the browser could decode (a missing file would be the admin's HTML page).
    await expect
      .poll(() =>
        pictures.evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => image.getAttribute('src')),
        ),
      )
      .toEqual([])
  })
}
