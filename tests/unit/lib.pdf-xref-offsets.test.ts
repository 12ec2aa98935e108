import { describe, expect, it } from 'vitest'

import { pdfString, textWidth, wrap, writePdf } from '@/lib/pdf'

const paragraph =
  'Führung heißt, Orientierung zu geben – auch dann, wenn die Lage unübersichtlich ist. Wer „klar“ kommuniziert, spart dem Team viel Energie (und sich selbst Ärger).'

function parse(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1])
  const table = /xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text.slice(startxref))
  const count = Number(table?.[1])
  const entries = (table?.[2] ?? '').split('\n').filter(Boolean)
  return { text, startxref, count, entries }
}

describe('seed PDF writer', () => {
  it('writes a file whose xref offsets point at each object', () => {
    const pdf = writePdf({
      title: 'Gute Gespräche führen',
      subtitle: 'Ein Leitfaden',
      blocks: [{ heading: 'Warum?' }, paragraph, paragraph],
    })
    const { text, startxref, count, entries } = parse(pdf)

    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    expect(entries).toHaveLength(count)
    expect(entries[0]).toBe('0000000000 65535 f ')
    for (let id = 1; id < count; id++) {
      const entry = entries[id] ?? ''
      expect(entry).toMatch(/^\d{10} 00000 n $/)
      const offset = Number(entry.slice(0, 10))
      expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`)
    }
    expect(new RegExp(`/Size ${count} `).test(text)).toBe(true)
  })

  it('gives each stream its exact length', () => {
    const { text } = parse(writePdf({ title: 'Länge', blocks: [paragraph] }))
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length
      expect(
        text.slice(start + Number(match[1]), start + Number(match[1]) + '\nendstream'.length),
      ).toBe('\nendstream')
    }
  })

  it('encodes umlauts, dashes and quotes in WinAnsi and escapes parentheses', () => {
    expect(pdfString('Prüfung (ä, ß) – „ok“')).toBe(
      '(Pr\\374fung \\(\\344, \\337\\) \\226 \\204ok\\223)',
    )
    expect(pdfString('a\\b')).toBe('(a\\\\b)')
  })

  it('wraps long text within the line width and starts a second page when the first is full', () => {
    const lines = wrap(paragraph.repeat(3), 300, 11)
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(300)

    const long = writePdf({ title: 'Lang', blocks: Array.from({ length: 40 }, () => paragraph) })
    expect(long.toString('latin1')).toMatch(/\/Count [2-9] /)
    const short = writePdf({ title: 'Kurz', blocks: [paragraph] })
    expect(short.toString('latin1')).toMatch(/\/Count 1 /)
  })
})
