/**
 * A tiny, dependency-free PDF writer (demo whitepapers, portal certificates): A4 pages of Helvetica
 * text with a title, headings and wrapped paragraphs. Strings are WinAnsi-encoded (umlauts, ß,
 * dashes and typographic quotes) and written as octal escapes, so the file is pure ASCII and every
 * byte offset in the cross-reference table equals a string length.
 */

export type PdfBlock = string | { heading: string }
export type PdfDocument = {
  title: string
  subtitle?: string
  author?: string
  blocks: PdfBlock[]
  footer?: string
}

const PAGE = { width: 595, height: 842, margin: 64 } as const
const BODY = { font: 'F1', size: 11, leading: 16 } as const
const HEADING = { font: 'F2', size: 13, leading: 20 } as const
const TITLE = { font: 'F2', size: 22, leading: 28 } as const

/** Helvetica advance widths (1/1000 em) for the printable ASCII range 32–126 (Adobe AFM). */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

/** WinAnsi code points outside Latin-1 (the 0x80–0x9F block). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
}

/** A character's WinAnsi byte; characters the encoding lacks become '?'. */
function winAnsi(char: string): number {
  const code = char.codePointAt(0) ?? 63
  if (code >= 32 && code <= 126) return code
  if (code >= 0xa0 && code <= 0xff) return code
  return WIN_ANSI_EXTRA[char] ?? 63
}

/** Width of a string in points; accented letters are measured like their base letter. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0
  for (const char of text) {
    const base = char.normalize('NFD').charCodeAt(0)
    if (char === 'ß') units += 611
    else if (char === '–' || char === '€') units += 556
    else if (char === '—') units += 1000
    else if (base >= 32 && base <= 126) units += ASCII_WIDTHS[base - 32] ?? 556
    else units += 556
  }
  // Helvetica-Bold runs about 6 % wider; measuring generously keeps lines inside the margin.
  return (units * size * (bold ? 1.06 : 1)) / 1000
}

/** Splits a paragraph into lines that fit the width. */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/** A PDF literal string: WinAnsi bytes, with parentheses, backslashes and non-ASCII escaped. */
export function pdfString(text: string): string {
  let out = '('
  for (const char of text) {
    const byte = winAnsi(char)
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out})`
}

type Line = { text: string; font: string; size: number; leading: number }

/** Lays the document out into pages of lines. */
function layout(document: PdfDocument): Line[][] {
  const width = PAGE.width - 2 * PAGE.margin
  const lines: Line[] = []
  const add = (
    text: string,
    style: { font: string; size: number; leading: number },
    bold: boolean,
  ) => wrap(text, width, style.size, bold).forEach((t) => lines.push({ text: t, ...style }))
  add(document.title, TITLE, true)
  if (document.subtitle) add(document.subtitle, { ...HEADING, font: 'F1' }, false)
  lines.push({ text: '', ...BODY })
  for (const block of document.blocks) {
    if (typeof block === 'string') add(block, BODY, false)
    else {
      lines.push({ text: '', ...BODY, leading: 8 })
      add(block.heading, HEADING, true)
    }
    lines.push({ text: '', ...BODY, leading: 8 })
  }

  const pages: Line[][] = [[]]
  let used = 0
  const available = PAGE.height - 2 * PAGE.margin - 24 // room for the footer line
  for (const line of lines) {
    if (used + line.leading > available) {
      pages.push([])
      used = 0
    }
    const page = pages[pages.length - 1]
    if (page && !(page.length === 0 && line.text === '')) {
      page.push(line)
      used += line.leading
    }
  }
  return pages
}

function contentStream(lines: Line[], footer: string): string {
  const ops: string[] = ['BT', `${PAGE.margin} ${PAGE.height - PAGE.margin} Td`]
  for (const line of lines) {
    ops.push(`0 -${line.leading} Td`)
    if (line.text) ops.push(`/${line.font} ${line.size} Tf`, `${pdfString(line.text)} Tj`)
  }
  ops.push(
    'ET',
    'BT',
    `/F1 8 Tf ${PAGE.margin} ${PAGE.margin - 24} Td ${pdfString(footer)} Tj`,
    'ET',
  )
  return ops.join('\n')
}

/** Renders the document as a complete PDF file (header, objects, xref table, trailer). */
export function writePdf(document: PdfDocument): Buffer {
  const pages = layout(document)
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 5 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((lines, i) => {
    const footer = `${document.footer ?? document.title} – ${i + 1}/${pages.length}`
    const stream = contentStream(lines, footer)
    objects[5 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`
    objects[6 + i * 2] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })
  const infoId = objects.length
  objects[infoId] =
    `<< /Title ${pdfString(document.title)} /Author ${pdfString(document.author ?? '')} /Producer (seed/pdf.ts) >>`

  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++)
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
