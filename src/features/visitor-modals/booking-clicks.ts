import { BOOKING_ACTION_SELECTOR, BOOKING_CLICK_STORAGE_KEY } from './constants'

/**
 * Clicks on book and add-to-cart controls, from the page's load on: the notices pause after one
 * (may-open.ts). Kept in session storage, so the page load a book link starts does not end the
 * pause. Apart from page-signals.ts, which loads only at the visitor's first interaction.
 */
export function recordBookingClicks(win: Window): { last(): number | null; stop(): void } {
  let lastAt = readStoredClick(win)
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(BOOKING_ACTION_SELECTOR)) return
    lastAt = Date.now()
    try {
      win.sessionStorage.setItem(BOOKING_CLICK_STORAGE_KEY, String(lastAt))
    } catch {
      // Without session storage the pause lasts for this page only.
    }
  }
  win.document.addEventListener('click', onClick, { capture: true })
  return {
    last: () => lastAt,
    stop: () => win.document.removeEventListener('click', onClick, { capture: true }),
  }
}

function readStoredClick(win: Window): number | null {
  try {
    const stored = Number(win.sessionStorage.getItem(BOOKING_CLICK_STORAGE_KEY))
    return stored > 0 ? stored : null
  } catch {
    return null
  }
}
