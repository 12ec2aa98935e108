import type { Payload } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { mediaUrl } from '@/components/ui/CmsImage'
import { type Locale, locales, localizedUrl } from '@/i18n/locales'
import type { DownloadsBlock, Page, PublikationenBlock } from '@/payload-types'

import { blocksText } from './plain-text'
import type { LocalizedDocuments, SearchDocument } from './types'

/** Where the news list and the whitepaper cards live, per language (null: no such page). */
export type PageLinks = Record<Locale, { news: string | null; whitepapers: string | null }>

export const emptyPageLinks = (): PageLinks => ({
  de: { news: null, whitepapers: null },
  en: { news: null, whitepapers: null },
})

// Rows of these lists become documents of their own; the page's text keeps only their headings.
const OWN_DOCUMENT_LISTS = new Set(['main_block_publikationen', 'downloads'])

type PageData = Pick<Page, 'id' | 'title' | 'path' | 'isNotFoundPage' | 'blocks'> & {
  seo?: { description?: string | null }
}
type Row = { page: PageData; url: string }

async function fileUrls(payload: Payload, pages: Row[]): Promise<Map<number, string>> {
  const ids = new Set<number>()
  for (const { page } of pages)
    for (const block of page.blocks ?? [])
      if (block.blockType === 'downloads')
        for (const item of block.downloads ?? [])
          if (typeof item.download_datei === 'number') ids.add(item.download_datei)
  if (ids.size === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { url: true, filename: true },
  })
  const urls = new Map<number, string>()
  for (const doc of docs) {
    const url = mediaUrl(doc.url)
    if (url) urls.set(doc.id, url)
  }
  return urls
}

function publications(block: PublikationenBlock, { page, url }: Row): SearchDocument[] {
  return (block.main_block_publikationen ?? []).map((row, i) => ({
    id: `publications:${page.id}:${row.id ?? `${block.id}-${i}`}`,
    kind: 'publications' as const,
    title: row.main_block_publikation_titel,
    subtitle: row.main_block_publikation_verfasser,
    text: `${row.main_block_publikation_verfasser} ${row.main_block_publikation_titel}`,
    url,
  }))
}

function downloads(
  block: DownloadsBlock,
  { page, url }: Row,
  files: Map<number, string>,
): SearchDocument[] {
  const heading = [block.main_block_download_titel, block.main_block_download_untertitel]
    .filter(Boolean)
    .join(' – ')
  return (block.downloads ?? []).map((row, i) => {
    const fileId =
      typeof row.download_datei === 'number' ? row.download_datei : row.download_datei?.id
    return {
      id: `downloads:${page.id}:${row.id ?? `${block.id}-${i}`}`,
      kind: 'downloads' as const,
      title: row.download_titel,
      subtitle: heading || page.title,
      text: `${row.download_titel} ${heading}`,
      url: (fileId !== undefined && files.get(fileId)) || url,
    }
  })
}

async function loadLocale(
  payload: Payload,
  locale: Locale,
): Promise<{ documents: SearchDocument[]; links: PageLinks[Locale] }> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    sort: 'path',
    overrideAccess: false,
    select: {
      title: true,
      path: true,
      isNotFoundPage: true,
      blocks: true,
      seo: { description: true },
    },
  })
  const rows: Row[] = docs
    .filter((page) => page.path && page.title && !page.isNotFoundPage)
    .map((page) => ({ page, url: localizedUrl(locale, page.path as string) }))
  const files = await fileUrls(payload, rows)
  const documents: SearchDocument[] = []
  const links: PageLinks[Locale] = { news: null, whitepapers: null }
  for (const row of rows) {
    const blocks = row.page.blocks ?? []
    const text = [row.page.seo?.description, blocksText(blocks, pageBlocks, OWN_DOCUMENT_LISTS)]
      .filter(Boolean)
      .join(' ')
    documents.push({
      id: `pages:${row.page.id}`,
      kind: 'pages',
      title: row.page.title,
      text,
      url: row.url,
    })
    for (const block of blocks) {
      if (block.blockType === 'publikationen') documents.push(...publications(block, row))
      if (block.blockType === 'downloads') documents.push(...downloads(block, row, files))
      if (block.blockType === 'rep_aktuelles') links.news ??= row.url
      if (block.blockType === 'main_block_whitepapers') links.whitepapers ??= row.url
    }
  }
  return { documents, links }
}

/** Published pages, and the publication and download rows on them, in every language. */
export async function loadPageDocuments(
  payload: Payload,
): Promise<{ documents: LocalizedDocuments; links: PageLinks }> {
  const documents = {} as LocalizedDocuments
  const links = emptyPageLinks()
  for (const locale of locales) {
    const result = await loadLocale(payload, locale)
    documents[locale] = result.documents
    links[locale] = result.links
  }
  return { documents, links }
}
