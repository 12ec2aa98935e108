'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { loadFully, reloadPage } from './browser'
import { fetchDeployedBuildId, watchBuildId } from './buildCheck'
import { installChunkGuard } from './chunkGuard'
import { hardNavigationOnClick } from './navigation'

/**
 * Keeps open pages on the deployed code (docs/behaviour/states.md#page-freshness): checks the build
 * id every hour and, once it changed, makes the next navigation a full page load; reloads (at most
 * every 10 s) when a script chunk fails to load. Renders nothing.
 */
export function FreshnessWatcher({ buildId }: { buildId: string | null }) {
  const pathname = usePathname()
  const stale = useRef(false)
  const lastPathname = useRef(pathname)

  useEffect(() => installChunkGuard(window, reloadPage), [])

  useEffect(() => {
    if (!buildId) return // `next dev`: no build to compare with
    const onClick = hardNavigationOnClick(() => stale.current, loadFully)
    window.addEventListener('click', onClick, true)
    const stop = watchBuildId({
      current: buildId,
      fetchBuildId: fetchDeployedBuildId,
      onStale: () => {
        stale.current = true
      },
    })
    return () => {
      stop()
      window.removeEventListener('click', onClick, true)
    }
  }, [buildId])

  // Navigations that are not link clicks (back/forward, router.push after a form) cannot be
  // intercepted before they happen: once one has landed on stale code, load that page afresh.
  useEffect(() => {
    if (pathname === lastPathname.current) return
    lastPathname.current = pathname
    if (stale.current) reloadPage()
  }, [pathname])

  return null
}
