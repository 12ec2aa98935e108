'use client'

import { useCallback, useRef, useState } from 'react'

import { fetchWhitepaperPdf, pdfFileName, saveFile } from './download'
import { clearCodes, codeFor, useWhitepaperStore } from './store'

/**
 * The download button's action (docs/behaviour/states.md "Whitepaper download"): a PDF is saved as
 * '<title>.pdf'; an empty answer sets `failed` ('Fehler beim Download.') and clears the stored
 * codes, so every card offers the request form again.
 */
export function useWhitepaperDownload(id: number, title: string) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const inFlight = useRef(false)

  const download = useCallback(async (): Promise<boolean> => {
    const code = codeFor(id)
    if (inFlight.current) return false
    setFailed(false)
    if (!code) {
      setFailed(true)
      return false
    }
    inFlight.current = true
    setBusy(true)
    const pdf = await fetchWhitepaperPdf(id, code)
    inFlight.current = false
    setBusy(false)
    if (!pdf) {
      clearCodes()
      setFailed(true)
      return false
    }
    useWhitepaperStore.setState({ downloadId: id })
    saveFile(pdf, pdfFileName(title))
    return true
  }, [id, title])

  /** Forgets a shown failure (the visitor starts a new request). */
  const reset = useCallback(() => setFailed(false), [])

  return { download, busy, failed, reset }
}
