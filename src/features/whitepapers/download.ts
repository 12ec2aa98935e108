import { WHITEPAPER_DOWNLOAD_URL } from './constants'

/** The file name docs/behaviour/states.md asks for: the whitepaper's title with '.pdf'. */
export const pdfFileName = (title: string): string => `${title.trim() || 'Whitepaper'}.pdf`

/**
 * Asks the download endpoint for a whitepaper's PDF (docs/behaviour/http-calls.md). Resolves to the
 * PDF, or to null for an empty answer, an error status or a failed request: the endpoint answers
 * every invalid code with an empty body, so the browser cannot tell a wrong code from a missing
 * file.
 */
export async function fetchWhitepaperPdf(id: number, code: string): Promise<Blob | null> {
  try {
    const response = await fetch(WHITEPAPER_DOWNLOAD_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      credentials: 'same-origin',
      body: JSON.stringify({ message: { download: true, code, id } }),
    })
    if (!response.ok) return null
    const blob = await response.blob()
    return blob.size > 0 ? blob : null
  } catch (error) {
    console.error('Downloading the whitepaper failed', error)
    return null
  }
}

/**
 * Saves a file through a temporary link with the download attribute; the object URL is revoked
 * afterwards.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL only after the click has been handled; revoke it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
