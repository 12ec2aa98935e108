'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

// Payload's live-preview messages, as @payloadcms/live-preview-react's RefreshRouteOnSave sends and
// reads them. Spoken here without that package: Payload's dependency check (outside production)
// rejects any @payloadcms package whose version differs from payload's, and the registry has no
// live-preview-react 3.90.2; 3.90.1 beside payload 3.90.2 failed every integration test run.
const READY = { type: 'payload-live-preview', ready: true }
const DOCUMENT_EVENT = 'payload-document-event'

/**
 * Inside the admin's live preview frame: tells the admin the page is ready, and renders it again
 * on the server (from the saved draft) whenever the editor saves. Admin and site share one origin.
 * In a tab of its own the page has nobody to listen to, so nothing runs.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === DOCUMENT_EVENT) router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage(READY, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
