import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
}

const NUMBER_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/**
 * A short, readable file type ("PDF", "JPG") from the MIME type, else from the file name's
 * extension.
 */
export function fileTypeLabel(mimeType?: string | null, filename?: string | null): string | null {
  if (mimeType && TYPE_LABELS[mimeType]) return TYPE_LABELS[mimeType]
  const extension = filename?.match(/\.([a-z0-9]{2,5})$/i)?.[1]
  if (extension) return extension.toUpperCase()
  const subtype = mimeType?.split('/')[1]
  return subtype ? subtype.toUpperCase() : null
}

/** A file size in SI units as people read it: "850 kB", "1,2 MB" (German) or "1.2 MB" (English). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: digits }).format(value)
  if (bytes < 1000) return `${number(bytes, 0)}\u00a0B`
  if (Math.round(bytes / 1e3) < 1000) return `${number(bytes / 1e3, 0)}\u00a0kB`
  if (Math.round(bytes / 1e5) < 10000) return `${number(bytes / 1e6, 1)}\u00a0MB`
  return `${number(bytes / 1e9, 1)}\u00a0GB`
}

/** "PDF, 1,2 MB" for a stored file; whatever part is known, or null. */
export function fileInfo(
  file: Pick<Media, 'mimeType' | 'filename' | 'filesize'>,
  locale: Locale,
): string | null {
  const parts = [
    fileTypeLabel(file.mimeType, file.filename),
    typeof file.filesize === 'number' ? formatFileSize(file.filesize, locale) : null,
  ]
  const known = parts.filter(Boolean)
  return known.length ? known.join(', ') : null
}
