import type { MetadataRoute } from 'next'

import { SITEMAP_FILE_ENTRIES } from './constants'

/** The path of a paged sitemap file, counted from 0 ('/sitemap/0.xml'). */
export function sitemapFilePath(file: number): string {
  return `/sitemap/${file}.xml`
}

/** The number in a paged file's name ('3.xml' → 3); null for other names ('03.xml', 'a.xml'). */
export function sitemapFileNumber(name: string): number | null {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(name)
  return match ? Number(match[1]) : null
}

/** How many files the entries take; an empty site still has one (empty) file. */
export function sitemapFileCount(entryCount: number, perFile = SITEMAP_FILE_ENTRIES): number {
  return Math.max(1, Math.ceil(entryCount / perFile))
}

/** The entries of one file, in the list's order; null past the last file. */
export function sitemapFileEntries(
  entries: MetadataRoute.Sitemap,
  file: number,
  perFile = SITEMAP_FILE_ENTRIES,
): MetadataRoute.Sitemap | null {
  if (!Number.isInteger(file) || file < 0 || file >= sitemapFileCount(entries.length, perFile)) {
    return null
  }
  return entries.slice(file * perFile, (file + 1) * perFile)
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)

const dateText = (date: string | Date) => (date instanceof Date ? date.toISOString() : date)

/**
 * One sitemap file (<urlset>): each page with its hreflang alternates and last change, written as
 * Next writes a sitemap.ts route, so the move to paged files changed no entry.
 */
export function sitemapUrlsetXml(entries: MetadataRoute.Sitemap): string {
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n'
  xml += '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  xml += ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
  for (const entry of entries) {
    xml += `<url>\n<loc>${escapeXml(entry.url)}</loc>\n`
    for (const [language, href] of Object.entries(entry.alternates?.languages ?? {})) {
      if (!href) continue
      xml += `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}"`
      xml += ` href="${escapeXml(href)}" />\n`
    }
    if (entry.lastModified) xml += `<lastmod>${escapeXml(dateText(entry.lastModified))}</lastmod>\n`
    xml += '</url>\n'
  }
  return `${xml}</urlset>\n`
}

/** The latest change among the entries (as written in them), if any has one. */
function latestChange(entries: MetadataRoute.Sitemap): string | undefined {
  let latest: { text: string; time: number } | undefined
  for (const { lastModified } of entries) {
    if (!lastModified) continue
    const text = dateText(lastModified)
    const time = Date.parse(text)
    if (!latest || time > latest.time) latest = { text, time }
  }
  return latest?.text
}

/**
 * The sitemap index (sitemaps.org's <sitemapindex>) of /sitemap.xml: the absolute URL of every
 * paged file, with the latest change among its entries so crawlers refetch only changed files.
 */
export function sitemapIndexXml(
  entries: MetadataRoute.Sitemap,
  siteUrl: string,
  perFile = SITEMAP_FILE_ENTRIES,
): string {
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n'
  xml += '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  for (let file = 0; file < sitemapFileCount(entries.length, perFile); file++) {
    const lastModified = latestChange(sitemapFileEntries(entries, file, perFile)!)
    xml += `<sitemap>\n<loc>${escapeXml(`${siteUrl}${sitemapFilePath(file)}`)}</loc>\n`
    if (lastModified) xml += `<lastmod>${escapeXml(lastModified)}</lastmod>\n`
    xml += '</sitemap>\n'
  }
  return `${xml}</sitemapindex>\n`
}
