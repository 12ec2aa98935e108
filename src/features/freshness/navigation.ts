import { isPlainLeftClick } from '@/lib/plain-click'

/**
 * The URL of a same-window, same-origin link a click would open through the App Router (a plain
 * left click on an <a> to another page), or null for clicks the browser handles anyway.
 */
export function clientNavigationTarget(
  event: MouseEvent,
  location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>,
): string | null {
  if (!isPlainLeftClick(event)) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!anchor || !(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  // A jump within the page (#section) is no navigation.
  if (url.pathname === location.pathname && url.search === location.search) return null
  return url.href
}

/**
 * A capture-phase click listener for window: once `isStale()` holds, a click on an internal link
 * becomes a full page load. Capturing on window runs before React's own listeners, so next/link
 * never sees the click and cannot turn it into a client-side navigation.
 */
export function hardNavigationOnClick(
  isStale: () => boolean,
  loadFully: (url: string) => void,
): (event: MouseEvent) => void {
  return (event) => {
    if (!isStale()) return
    const target = clientNavigationTarget(event, window.location)
    if (!target) return
    event.preventDefault()
    event.stopPropagation()
    loadFully(target)
  }
}
