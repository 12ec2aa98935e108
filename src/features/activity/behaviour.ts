import { MOBILE_BREAKPOINT, SCROLL_DEPTH_SHARE } from './constants'

/** The parts of a mouseout/mouseleave event the exit-intent rule reads. */
type PointerExit = { clientY: number; relatedTarget: EventTarget | null }

/** Exit intent: the pointer left the window (no element under it any more) at the top edge. */
export function isExitAtTop(event: PointerExit): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}

/** Exit intent: the tab was hidden (another tab, minimised window, app switch on a phone). */
export function isTabHidden(visibilityState: DocumentVisibilityState): boolean {
  return visibilityState === 'hidden'
}

type ScrollPosition = { scrollY: number; innerHeight: number; documentHeight: number }

/** Scroll depth: scroll position plus window height reaches 40 % of the document height. */
export function reachedScrollDepth({
  scrollY,
  innerHeight,
  documentHeight,
}: ScrollPosition): boolean {
  return scrollY + innerHeight >= SCROLL_DEPTH_SHARE * documentHeight
}

/** Widths up to 1024 px are mobile. */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT
}

/** Runs `fn` at once, then at most every `ms`; the last call of a burst still runs (trailing). */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = (args: A) => {
    last = Date.now()
    pending = undefined
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now()
    if (wait <= 0 && timer === undefined) return run(args)
    pending = args
    timer ??= setTimeout(
      () => {
        timer = undefined
        if (pending) run(pending)
      },
      Math.max(wait, 0),
    )
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
