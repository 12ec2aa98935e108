'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { loadScript } from '@/lib/load-script'

import { mountJobBoard } from './job-board-script'

export type JobBoardLabels = { loading: string; failed: string }

type Props = {
  widgetId: string
  scriptUrl: string
  labels: JobBoardLabels
  /** The link to the jobs page, shown instead when the widget cannot be loaded. */
  fallback: React.ReactNode
}

/**
 * The external job board: loads its script in the browser and mounts the openings into a
 * container. Rendered only behind the consent gate, so the script is requested after consent.
 */
export function JobBoardWidget({ widgetId, scriptUrl, labels, fallback }: Props) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let current = true
    let unmount: (() => void) | null = null
    loadScript(scriptUrl)
      .then(() => {
        if (!current || !containerRef.current) return
        unmount = mountJobBoard(containerRef.current, widgetId)
        // Alike NewsletterWidget's script loading by shape only: each third-party widget has its
        // own mount call and state.
        setState('ready')
      })
      .catch((error: unknown) => {
        console.error('Error loading the job board widget', error)
        if (current) setState('failed')
      })
    return () => {
      current = false
      unmount?.()
    }
  }, [scriptUrl, widgetId])

  return (
    <div data-testid="job-board">
      <div role="status">
        {state === 'loading' && <p className="text-muted">{labels.loading}</p>}
        {state === 'failed' && <p>{labels.failed}</p>}
      </div>
      {state === 'failed' && <p className="mt-4">{fallback}</p>}
      <div ref={containerRef} hidden={state === 'failed'} data-job-board-container="" />
    </div>
  )
}
