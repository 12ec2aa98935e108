// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/ui/RichText'

import { documentOf, paragraph, text } from './fixtures/lexical-nodes'

const renderDocument = (...children: object[]) =>
  render(<RichText data={documentOf(...children)} locale="de" />).container

const pdf = {
  id: 7,
  // Alike seminars.jsonld.test.ts by shape only: each test builds its own data.
  alt: '',
  filename: 'lageplan.pdf',
  mimeType: 'application/pdf',
  url: '/api/media/file/lageplan.pdf/',
}

describe('rich text shows what the editor offers, and nothing broken for what it no longer does', () => {
  it('never shows "unknown node": a relationship stored earlier renders nothing', () => {
    const container = renderDocument(paragraph(text('Davor')), {
      type: 'relationship',
      version: 2,
      format: '',
      relationTo: 'seminars',
      value: { id: 1, title: 'Führen' },
    })
    expect(container.textContent).toBe('Davor')
  })

  it('keeps the text of an element it has no converter for', () => {
    const container = renderDocument(
      { type: 'mystery', version: 1, children: [text('Trotzdem lesbar')] },
      { type: 'empty-mystery', version: 1 },
    )
    expect(container.textContent).toBe('Trotzdem lesbar')
  })

  it('ignores alignment and indentation', () => {
    const container = renderDocument({ ...paragraph(text('Mitte')), format: 'center', indent: 2 })
    expect(container.querySelector('p')?.getAttribute('style')).toBeNull()
  })

  it('shows an uploaded PDF as a link to the file by its name', () => {
    const container = renderDocument({
      type: 'upload',
      version: 3,
      format: '',
      fields: null,
      relationTo: 'media',
      value: pdf,
    })
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('/api/media/file/lageplan.pdf')
    expect(link?.textContent).toBe('lageplan.pdf')
  })

  it('shows nothing for an upload it could not read (a deleted file stays an id)', () => {
    const container = renderDocument(paragraph(text('Text')), {
      type: 'upload',
      version: 3,
      format: '',
      fields: null,
      relationTo: 'media',
      value: 99,
    })
    expect(container.textContent).toBe('Text')
    expect(container.querySelector('img, a')).toBeNull()
  })
})

describe('rich-text lists', () => {
  const item = (value: number, label: string) => ({
    type: 'listitem',
    value,
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [text(label)],
  })
  const list = (tag: 'ul' | 'ol') => ({
    type: 'list',
    tag,
    listType: tag === 'ol' ? 'number' : 'bullet',
    start: 1,
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [item(1, 'Erstens'), item(2, 'Zweitens')],
  })

  it('numbers the items of a numbered list, and only there (HTML allows li value only in ol)', () => {
    const bullets = renderDocument(list('ul'))
    expect(bullets.querySelectorAll('ul > li')).toHaveLength(2)
    expect(bullets.querySelector('li[value]')).toBeNull()
    const numbered = renderDocument(list('ol'))
    expect([...numbered.querySelectorAll('ol > li')].map((li) => li.getAttribute('value'))).toEqual(
      ['1', '2'],
    )
  })
})
