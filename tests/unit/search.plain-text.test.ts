import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'
import { blocksText, lexicalText } from '@/features/search/plain-text'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', version: 1, children })
const lexical = (...children: object[]) => ({ root: { type: 'root', version: 1, children } })

describe('searchable text of pages', () => {
  it('reads rich text word by word, paragraphs and line breaks apart, links inline', () => {
    const value = lexical(
      paragraph(text('Hafenweg 12'), { type: 'linebreak', version: 1 }, text('48155 Münster')),
      paragraph(
        text('Mehr in der '),
        {
          type: 'link',
          version: 3,
          fields: { url: '/datenschutz/' },
          children: [text('Datenschutzerklärung')],
        },
        text('.'),
      ),
    )
    expect(lexicalText(value)).toBe('Hafenweg 12 48155 Münster Mehr in der Datenschutzerklärung.')
    expect(lexicalText(null)).toBe('')
  })

  it('takes text fields of blocks and leaves out ids, types, options, addresses and own-document lists', () => {
    const blocks = [
      {
        id: 'abc123',
        blockType: 'text',
        main_block_cke: lexical(paragraph(text('Praxisnahe Seminare'))),
        main_block_hintergrundfarbe: '3',
        main_block_text_breite: '8',
      },
      {
        id: 'def456',
        blockType: 'publikationen',
        main_block_publikationen_titel: 'Veröffentlichungen',
        main_block_publikationen: [
          {
            id: 'row1',
            main_block_publikation_verfasser: 'Dr. Jana Beispiel',
            main_block_publikation_titel: 'Gelassen verhandeln',
          },
        ],
        main_block_hintergrundfarbe: '1',
      },
      { blockType: 'unbekannt', secret: 'nicht indizieren' },
    ]
    const result = blocksText(blocks, pageBlocks, new Set(['main_block_publikationen']))
    expect(result).toBe('Praxisnahe Seminare Veröffentlichungen')
    expect(blocksText(blocks, pageBlocks)).toContain('Dr. Jana Beispiel Gelassen verhandeln')
  })
})
