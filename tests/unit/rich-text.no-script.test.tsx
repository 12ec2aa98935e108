// @vitest-environment happy-dom
// Rich text comes from editors' accounts, which can be phished: whatever an editor (or an
// attacker with an editor's session) stores, the rendered page must not be able to run script.
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/ui/RichText'

import { documentOf, paragraph, text } from './fixtures/lexical-nodes'

const link = (url: string, label: string, type = 'link') => ({
  type,
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
]

function renderDocument(data: SerializedEditorState) {
  const { container } = render(<RichText data={data} locale="de" />)
  return container
}

describe('CMS rich text cannot run script', () => {
  it('shows markup typed as text as text: no element, no event handler', () => {
    const container = renderDocument(
      documentOf(
        paragraph(
          text('<script>alert(1)</script>'),
          text('<img src=x onerror=alert(1)>'),
          text('<a href="javascript:alert(1)">x</a>'),
        ),
      ),
    )
    expect(container.querySelector('script, img, iframe')).toBeNull()
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.textContent).toContain('<script>alert(1)</script>')
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it.each(HOSTILE_URLS)('renders a link to %j as plain text, without a link', (url) => {
    for (const type of ['link', 'autolink']) {
      const container = renderDocument(
        documentOf(paragraph(text('Vorher '), link(url, 'Klick mich', type))),
      )
      expect(container.querySelector('a')).toBeNull()
      expect(container.textContent).toContain('Klick mich')
    }
  })

  it('keeps safe links working', () => {
    const container = renderDocument(
      documentOf(
        paragraph(
          link('https://www.example.org/a', 'extern'),
          link('/kontakt/', 'intern'),
          link('mailto:info@example.com', 'Mail'),
        ),
      ),
    )
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://www.example.org/a',
      '/kontakt/',
      'mailto:info@example.com',
    ])
  })

  it('never puts an inline event handler or raw HTML on any element, whatever the node carries', () => {
    const hostileNode = {
      ...paragraph(text('Absatz', 'background:url(javascript:alert(1))')),
      onclick: 'alert(1)',
      html: '<script>alert(1)</script>',
    }
    const unknownNode = {
      type: 'html',
      version: 1,
      html: '<script>alert(1)</script>',
      children: [],
    }
    const container = renderDocument(documentOf(hostileNode, unknownNode))
    expect(container.querySelector('script')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames())
        expect(attribute.startsWith('on'), `${element.tagName} has ${attribute}`).toBe(false)
    }
    expect(container.innerHTML).not.toContain('<script')
  })
})
