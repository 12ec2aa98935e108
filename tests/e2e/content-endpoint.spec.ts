import { expect, test } from './fixtures'

const json = { headers: { Accept: 'application/json' } }

test.describe('GET /content/{path}', () => {
  test('answers a German page as JSON with its URLs, breadcrumbs and catalogue lists', async ({
    request,
  }) => {
    const response = await request.get('/content/kontakt/newsletter/', json)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    const page = await response.json()
    expect(page.title).toBe('Newsletter')
    expect(page._urls).toEqual({ de: '/kontakt/newsletter/', en: '/en/contact-us/newsletter/' })
    expect(page.breadcrumbs.map((b: { url: string }) => b.url)).toEqual([
      '/',
      '/kontakt/',
      '/kontakt/newsletter/',
    ])
    expect(Array.isArray(page.blocks)).toBe(true)
    expect(page.blocks.length).toBeGreaterThan(0)
    expect(page.blocks[0].blockType).toBeTruthy()
    expect(page.seminarcodes.length).toBeGreaterThan(0)
    for (const entry of page.seminarcodes)
      expect(entry.seminarcode).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/)
    expect(page.seminarorte.length).toBeGreaterThan(0)
    expect(page.seminarorte[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      city: expect.any(String),
    })
    expect(page.seminarthemen.length).toBeGreaterThan(0)
    expect(page.seminarthemen[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
    })
    // Alike the check below by shape only: each asserts its own part of the JSON.
    expect(
      page.seminarthemen.every(
        (topic: { url: string | null }) =>
          topic.url === null || topic.url.startsWith('/seminarthemen/'),
      ),
    ).toBe(true)
  })

  test('answers the English page under its English path', async ({ request }) => {
    const page = await (await request.get('/content/en/contact-us/', json)).json()
    expect(page.title).toBe('Contact us')
    expect(page.locale).toBe('en')
    expect(page._urls.de).toBe('/kontakt/')
    expect(page.breadcrumbs.at(-1)).toEqual({ title: 'Contact us', url: '/en/contact-us/' })
    expect(page.seminarthemen.length).toBeGreaterThan(0)
    expect(
      page.seminarthemen.every(
        (topic: { url: string | null }) =>
          topic.url === null || topic.url.startsWith('/en/seminar-topics/'),
      ),
    ).toBe(true)
  })

  test('answers the home page for the bare endpoint', async ({ request }) => {
    const page = await (await request.get('/content/', json)).json()
    expect(page.path).toBe('/')
    expect(page._urls).toEqual({ de: '/', en: '/en/' })
  })

  test('answers a topic and a seminar in the field names of docs/behaviour/entities.md, with the seminar’s dates', async ({
    request,
  }) => {
    const topic = await (await request.get('/content/seminarthemen/fuehrung/', json)).json()
    expect(topic.type).toBe('topic')
    expect(topic._urls).toEqual({
      de: '/seminarthemen/fuehrung/',
      en: '/en/seminar-topics/leadership/',
    })
    expect(topic.seminarthema).toMatchObject({
      seminarthema_titel: topic.title,
      seminarthema_url: '/seminarthemen/fuehrung/',
    })
    const [first] = topic.seminarthema.seminarthema_seminare
    expect(first).toEqual({
      seminar_title: expect.any(String),
      seminar_url: expect.stringMatching(/^\/seminare\/.+\/$/),
    })

    const seminar = await (await request.get(`/content${first.seminar_url}`, json)).json()
    expect(seminar.type).toBe('seminar')
    expect(seminar.seminar).toMatchObject({
      seminar_titel: first.seminar_title,
      seminar_url: first.seminar_url,
    })
    // Empty until the seminar has published verified reviews.
    expect(seminar.seminar.seminar_rating_durchschnitt).toMatch(/^(\d(,\d)?)?$/)
    expect(seminar.seminar.termine[0].url).toBe(
      `${first.seminar_url}#seminar-detail-section-termine`,
    )
    // The contract's German notation in both languages: English pages write '3 Dec 2026' and
    // '€1,490.00', the English JSON still '03.12.2026' and '1.490,00 €'.
    const english = await (await request.get(`/content${seminar._urls.en}`, json)).json()
    for (const date of [seminar.seminar.termine[0], english.seminar.termine[0]]) {
      expect(date.seminartermin.tage).toMatch(/^\d{2}\.\d{2}\.\d{4}( – \d{2}\.\d{2}\.\d{4})?$/)
      expect(date.seminargebuehr).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s(€|CHF)$/)
    }
    expect(seminar.breadcrumbs.at(-1)).toEqual({
      title: first.seminar_title,
      url: first.seminar_url,
    })
  })

  test('answers the seminars, whitepapers and blog articles inside blocks in the same field names', async ({
    request,
  }) => {
    const page = await (await request.get('/content/bausteine/', json)).json()
    const block = (type: string) =>
      page.blocks.find((b: { blockType: string }) => b.blockType === type)
    const [seminar] = block('seminare').main_block_seminare
    expect(seminar).toMatchObject({
      seminar_id: expect.any(Number),
      seminar_titel: expect.any(String),
      seminar_url: expect.stringMatching(/^\/seminare\/.+\/$/),
    })
    expect(seminar.seminar_rating_durchschnitt).toMatch(/^(\d(,\d)?)?$/)
    const [paper] = block('main_block_whitepapers').main_block_whitepapers
    expect(paper).toMatchObject({
      whitepaper_id: expect.any(Number),
      whitepaper_titel: expect.any(String),
    })
    expect(paper.whitepaper_thumbnail.variations).toEqual({
      '500': expect.any(String),
      '800': expect.any(String),
      '1200': expect.any(String),
    })

    const [article] = block('rep_blog').main_block_blog_artikel
    const answer = await (await request.get(`/content${article.url}`, json)).json()
    expect(answer.type).toBe('article')
    expect(answer.blogartikel).toMatchObject({ id: article.id, title: article.title })
  })

  test('answers 404 JSON for an unknown path', async ({ request }) => {
    const response = await request.get('/content/gibt-es-nicht/', json)
    expect(response.status()).toBe(404)
    expect(await response.json()).toMatchObject({
      status: 404,
      message: 'Page not found',
      path: '/gibt-es-nicht/',
    })
  })
})
