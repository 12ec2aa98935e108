import type { DownloadsBlock } from '@/payload-types'

import { fileUrl, type ImageJson, imageJson } from './image'

type Row = DownloadsBlock['downloads'][number]

/** A download (docs/behaviour/entities.md#block-fields, downloads). */
export type DownloadJson = {
  download_id: string
  download_titel: string
  /** The file's address; null while the file is missing. */
  download_url: string | null
  download_thumbnail: ImageJson | null
  /** An e-paper to read online; empty when there is none. */
  download_epaper: string
}

/** A download row; the row's id becomes `download_id`. */
export function downloadJson(row: Row): DownloadJson {
  const file = typeof row.download_datei === 'object' ? row.download_datei : null
  // Without a thumbnail, an image file previews itself (as on the card).
  const preview = row.download_thumbnail ?? (file?.mimeType?.startsWith('image/') ? file : null)
  return {
    download_id: row.id ?? '',
    download_titel: row.download_titel,
    download_url: fileUrl(row.download_datei),
    download_thumbnail: imageJson(preview),
    download_epaper: row.download_epaper ?? '',
  }
}
