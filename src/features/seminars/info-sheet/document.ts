import { formatDays } from '@/features/seminars/format'
import { includedLabels } from '@/features/seminars/included'
import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'
import type { PdfBlock, PdfDocument } from '@/lib/pdf'
import type { Seminar } from '@/payload-types'

const TEXTS = {
  de: {
    kind: 'Seminar-Infoblatt',
    code: 'Seminarcode',
    duration: 'Dauer',
    schedule: 'Zeiten',
    description: 'Worum es geht',
    targetGroup: 'Für wen',
    contents: 'Inhalte',
    benefits: 'Ihr Nutzen',
    included: 'Im Preis enthalten',
    dates: 'Termine und Preise',
    noDates: 'Zurzeit ist kein Termin geplant; gern nennen wir Ihnen den nächsten.',
    price: (label: string) => `${label} je Person zzgl. MwSt.`,
    seatsLeft: (n: number) =>
      n === 0 ? 'ausgebucht' : n === 1 ? '1 Platz frei' : `${n} Plätze frei`,
    contact: 'Anmeldung und Fragen',
    inhouse: 'Auch als Inhouse-Training für Ihr Team buchbar.',
  },
  en: {
    kind: 'Seminar information sheet',
    code: 'Seminar code',
    duration: 'Duration',
    schedule: 'Times',
    description: 'What it is about',
    targetGroup: 'Who it is for',
    contents: 'Contents',
    benefits: 'Your benefits',
    included: 'Included in the price',
    dates: 'Dates and prices',
    noDates: 'No date is planned at the moment; we will gladly tell you the next one.',
    price: (label: string) => `${label} per person plus VAT`,
    seatsLeft: (n: number) =>
      n === 0 ? 'fully booked' : n === 1 ? '1 seat left' : `${n} seats left`,
    contact: 'Booking and questions',
    inhouse: 'Also available as an in-house training for your team.',
  },
} as const

type Node = { type?: unknown; text?: unknown; children?: unknown; listType?: unknown }

/** Rich text as blocks: a heading per heading, a paragraph per paragraph, '• ' per list item. */
export function richTextBlocks(value: unknown): PdfBlock[] {
  const blocks: PdfBlock[] = []
  const textOf = (node: Node): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? (node.children as Node[]).map(textOf).join('')
        : ''
  const walk = (node: Node) => {
    const type = String(node.type)
    if (type === 'paragraph' || type === 'quote') {
      const text = textOf(node).trim()
      if (text) blocks.push(text)
    } else if (type === 'heading') {
      const text = textOf(node).trim()
      if (text) blocks.push({ heading: text })
    } else if (type === 'listitem') {
      const text = textOf(node).trim()
      if (text) blocks.push(`• ${text}`)
    } else if (Array.isArray(node.children)) (node.children as Node[]).forEach(walk)
  }
  const root = (value as { root?: Node } | null | undefined)?.root
  if (root) walk(root)
  return blocks
}

export type InfoSheetInstitute = { name: string; phone: string; email: string; site: string }

/** The seminar's information sheet in `locale`: what, for whom, contents, dates and prices. */
export function infoSheetDocument(
  seminar: Seminar,
  dates: SeminarDateView[],
  locale: Locale,
  institute: InfoSheetInstitute,
): PdfDocument {
  const t = TEXTS[locale]
  const section = (heading: string, value: unknown): PdfBlock[] => {
    const blocks = richTextBlocks(value)
    return blocks.length ? [{ heading }, ...blocks] : []
  }
  const included = (heading: string, labels: string[]): PdfBlock[] =>
    labels.length ? [{ heading }, ...labels.map((label) => `• ${label}`)] : []
  const facts = [
    `${t.code}: ${seminar.code}`,
    `${t.duration}: ${formatDays(seminar.duration, locale)}`,
    ...(seminar.schedule ? [`${t.schedule}: ${seminar.schedule}`] : []),
  ]
  const dateLines = dates.map((date) =>
    [date.period, date.place, t.price(date.priceLabel), t.seatsLeft(date.seatsLeft)]
      .filter(Boolean)
      .join(' · '),
  )
  return {
    title: seminar.title,
    subtitle: [t.kind, seminar.subtitle].filter(Boolean).join(' – '),
    author: institute.name,
    footer: `${institute.name} · ${institute.site}`,
    blocks: [
      ...facts,
      ...section(t.description, seminar.description),
      ...section(t.targetGroup, seminar.targetGroup),
      ...section(t.contents, seminar.contents),
      ...section(t.benefits, seminar.benefits),
      ...included(t.included, includedLabels(seminar.included, locale)),
      { heading: t.dates },
      ...(dateLines.length ? dateLines : [t.noDates]),
      t.inhouse,
      { heading: t.contact },
      [institute.name, institute.phone, institute.email, institute.site]
        .filter(Boolean)
        .join(' · '),
    ],
  }
}
