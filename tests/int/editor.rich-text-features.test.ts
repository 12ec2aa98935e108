import type { LexicalRichTextAdapter } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { RichText } from '@/components/ui/RichText'
import { RICH_TEXT_LINK_COLLECTIONS } from '@/fields/link'
import type { Page, Topic, User } from '@/payload-types'
import { doc, h2, h3, h4, ol, p, ul } from '@/seed/richText'

import { createStaff } from '../helpers/accounts'
import { createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'

let payload: Payload
let staff: User
let topic: Topic
let page: Page

const asStaff = () => ({ user: staff, overrideAccess: false, context: noRevalidate }) as const
type Description = ReturnType<typeof doc>

let count = 0
/** Saves a seminar with this description, as an editor does in the admin. */
function saveSeminar(description: Description) {
  count += 1
  return payload.create({
    collection: 'seminars',
    // Alike delete-guards.in-use.test.ts by shape only: each test creates the seminar it needs.
    data: {
      code: `RT-${100 + count}`,
      title: `Rich ${count}`,
      slug: `rich-${count}`,
      duration: 1,
      topics: [topic.id],
      description,
      _status: 'published',
    },
    ...asStaff(),
  })
}

const paragraphWith = (node: object): Description => {
  const value = doc(p('Vorher'))
  ;(value.root.children[0] as unknown as { children: object[] }).children.push(node)
  return value
}
const link = (fields: object) => ({
  type: 'link',
  version: 3,
  id: 'l1',
  format: '',
  indent: 0,
  direction: 'ltr',
  fields: { newTab: false, ...fields },
  children: [
    { type: 'text', text: 'Klick', format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
  ],
})
/** The field messages of a refused save. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    const { message, data } = error as {
      message: string
      data?: { errors?: { message: string }[] }
    }
    return [message, ...(data?.errors ?? []).map((field) => field.message)].join(' | ')
  }
  throw new Error('expected the save to be refused')
}
const upload = (relationTo: string, value: number) => ({
  type: 'upload',
  version: 3,
  id: 'u1',
  format: '',
  fields: null,
  relationTo,
  value,
})

describe('the rich-text editor offers what the site renders', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'editor-features@example.com')
    topic = await createTopic(payload, { description: 'Führen' })
    page = await payload.create({
      collection: 'pages',
      data: { title: 'Kontakt', slug: 'kontakt', _status: 'published' },
      context: noRevalidate,
    })
  })

  it('has an explicit feature list: no relationships, alignment, checklists or inline code', () => {
    const features = [
      ...(payload.config.editor as LexicalRichTextAdapter).editorConfig.resolvedFeatureMap.keys(),
    ].sort()
    expect(features).toEqual(
      [
        'blockquote',
        'bold',
        'heading',
        'horizontalRule',
        'indent',
        'italic',
        'link',
        'orderedList',
        'paragraph',
        'strikethrough',
        'subscript',
        'superscript',
        'toolbarInline',
        'underline',
        'unorderedList',
        'upload',
      ].sort(),
    )
  })

  it('keeps the seed’s kinds of content valid: headings, bold, italic, links, line breaks and lists', async () => {
    const description = doc(
      h2('Ziele'),
      h3('Inhalte'),
      h4('Details'),
      p(
        'Mit **fett**, *kursiv*, [Kontakt](/kontakt/) und [Anruf](tel:+492511234560).\nZweite Zeile',
      ),
      ul('Eins', 'Zwei'),
      ol('Erstens'),
    )
    const seminar = await saveSeminar(description)
    const html = renderToStaticMarkup(
      createElement(RichText, { data: seminar.description as never, locale: 'de' }),
    )
    expect(html).toContain('<h2>Ziele</h2>')
    expect(html).toContain('<strong>fett</strong>')
    expect(html).toContain('<a href="/kontakt/">Kontakt</a>')
    expect(html).toContain('<a href="tel:+492511234560">Anruf</a>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Eins<\/li>/)
    expect(html).not.toContain('unknown node')
  })

  it('links internally only to collections with a public path, and renders those links', async () => {
    expect([...RICH_TEXT_LINK_COLLECTIONS].sort()).toEqual([
      'blog-posts',
      'pages',
      'seminars',
      'topics',
    ])
    const seminar = await saveSeminar(
      paragraphWith(link({ linkType: 'internal', doc: { relationTo: 'pages', value: page.id } })),
    )
    // Alike the read further down by shape only: each test reads back its own seminar.
    const read = await payload.findByID({
      collection: 'seminars',
      id: seminar.id,
      depth: 1,
      locale: 'de',
      overrideAccess: false,
    })
    expect(
      renderToStaticMarkup(
        createElement(RichText, { data: read.description as never, locale: 'de' }),
      ),
    ).toContain('<a href="/kontakt/">Klick</a>')

    expect(
      await refusal(
        saveSeminar(
          paragraphWith(
            link({ linkType: 'internal', doc: { relationTo: 'users', value: staff.id } }),
          ),
        ),
      ),
    ).toMatch(/"relationTo":"users"/)
  })

  it('refuses a link address the site would show as plain text', async () => {
    for (const url of ['javascript:alert(1)', 'www.example.de']) {
      expect(
        await refusal(saveSeminar(paragraphWith(link({ linkType: 'custom', url })))),
        url,
      ).toContain('Bitte einen Pfad (/…), eine https://-Adresse, mailto: oder tel: angeben.')
    }
    expect(
      await refusal(saveSeminar(paragraphWith(link({ linkType: 'custom', url: '' })))),
    ).toContain('Bitte eine Adresse angeben.')
    await expect(
      saveSeminar(paragraphWith(link({ linkType: 'custom', url: 'https://www.example.de/' }))),
    ).resolves.toBeTruthy()
  })

  it('accepts uploads from media only, and shows an image with its srcset', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Seminarraum' },
      file: { data: png, mimetype: 'image/png', name: 'raum.png', size: png.length },
    })
    const seminar = await saveSeminar(doc(p('Der Raum:'), upload('media', image.id) as never))
    const read = await payload.findByID({
      collection: 'seminars',
      id: seminar.id,
      depth: 1,
      locale: 'de',
      overrideAccess: false,
    })
    const html = renderToStaticMarkup(
      createElement(RichText, { data: read.description as never, locale: 'de' }),
    )
    expect(html).toMatch(
      /<img src="\/api\/media\/file\/raum-800x533\.webp" srcSet="\/api\/media\/file\/raum-480x320\.webp 480w, [^"]+ 800w[^"]*" sizes="[^"]+"/,
    )
    expect(html).toContain('alt="Seminarraum"')

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n40\n%%EOF\n',
    )
    const file = await payload.create({
      collection: 'whitepaper-files',
      data: {},
      file: { data: pdf, mimetype: 'application/pdf', name: 'geheim.pdf', size: pdf.length },
    })
    expect(
      await refusal(saveSeminar(doc(p('Das PDF:'), upload('whitepaper-files', file.id) as never))),
    ).toMatch(/upload node failed to validate/)
  })
})
