import { createTranslator } from 'next-intl'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withTags } from '@/i18n/tagged-text'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

const html = (node: ReactNode) => renderToStaticMarkup(<p>{node}</p>)
const link = (href: string) =>
  function Link(chunks: ReactNode) {
    return <a href={href}>{chunks}</a>
  }

describe('messages with tags, rendered without intl-messageformat', () => {
  it('hands each tag its text and keeps the text around it', () => {
    expect(
      html(
        withTags(
          'Lesen Sie die <privacy>Erklärung</privacy> und <contact>schreiben</contact> Sie uns.',
          { privacy: link('/p/'), contact: link('/k/') },
        ),
      ),
    ).toBe(
      '<p>Lesen Sie die <a href="/p/">Erklärung</a> und <a href="/k/">schreiben</a> Sie uns.</p>',
    )
    expect(html(withTags('<link>Bedingungen</link>', { link: link('/agb/') }))).toBe(
      '<p><a href="/agb/">Bedingungen</a></p>',
    )
  })

  it('keeps text as text: markup in a message is escaped, and a tag without a renderer stays as written', () => {
    expect(html(withTags('a <b>fett</b> <img src=x onerror=alert(1)> b', {}))).toBe(
      '<p>a &lt;b&gt;fett&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; b</p>',
    )
    expect(html(withTags('<link><script>alert(1)</script></link>', { link: link('/x/') }))).toBe(
      '<p><a href="/x/">&lt;script&gt;alert(1)&lt;/script&gt;</a></p>',
    )
  })

  // The forms' consent texts: the same markup as next-intl's t.rich gives for them, in both
  // languages.
  it.each([
    ['de', 'forms', 'consent', ['privacy', 'contact']],
    ['en', 'forms', 'consent', ['privacy', 'contact']],
    ['de', 'booking', 'consent.datenschutz', ['link']],
    ['en', 'booking', 'consent.datenschutz', ['link']],
    ['de', 'booking', 'consent.agb', ['link']],
    ['en', 'booking', 'consent.agb', ['link']],
  ] as const)('%s %s.%s reads as next-intl renders it', (locale, namespace, key, tags) => {
    const t = createTranslator({
      locale,
      messages: locale === 'de' ? de : en,
      namespace: namespace as never,
    }) as unknown as {
      raw: (key: string) => string
      rich: (key: string, values: Record<string, (chunks: ReactNode) => ReactNode>) => ReactNode
    }
    const renderers = Object.fromEntries(tags.map((tag) => [tag, link(`/${tag}/`)]))
    const ours = html(withTags(t.raw(key), renderers))
    expect(ours).toBe(html(t.rich(key, renderers)))
    expect(ours.match(/<a /g)).toHaveLength(tags.length)
  })
})
