import { isExitAtTop, isTabHidden, reachedScrollDepth, throttle } from './behaviour'
import { RESIZE_THROTTLE_MS } from './constants'

type Handlers = {
  onExitIntent: () => void
  onScrollDepth: () => void
  onWidth: (width: number) => void
}

/**
 * Listens for the visitor's behaviour in one window (docs/behaviour/states.md#behaviour-signals)
 * and reports each rule that holds; the width is reported at once and again after resizes
 * (throttled). Returns the function that removes every listener.
 */
export function trackBehaviour(
  win: Window,
  { onExitIntent, onScrollDepth, onWidth }: Handlers,
): () => void {
  const doc = win.document
  const onPointerExit = (event: MouseEvent) => {
    if (isExitAtTop(event)) onExitIntent()
  }
  const onVisibility = () => {
    if (isTabHidden(doc.visibilityState)) onExitIntent()
  }
  // Only a real scroll counts: a short page that fits the window was not "read" by loading it.
  const onScroll = () => {
    const documentHeight = Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0)
    if (reachedScrollDepth({ scrollY: win.scrollY, innerHeight: win.innerHeight, documentHeight }))
      onScrollDepth()
  }
  const onResize = throttle(() => onWidth(win.innerWidth), RESIZE_THROTTLE_MS)

  doc.addEventListener('mouseout', onPointerExit)
  doc.addEventListener('mouseleave', onPointerExit)
  doc.addEventListener('visibilitychange', onVisibility)
  win.addEventListener('scroll', onScroll, { passive: true })
  win.addEventListener('resize', onResize)
  onWidth(win.innerWidth)

  return () => {
    doc.removeEventListener('mouseout', onPointerExit)
    doc.removeEventListener('mouseleave', onPointerExit)
    doc.removeEventListener('visibilitychange', onVisibility)
    win.removeEventListener('scroll', onScroll)
    win.removeEventListener('resize', onResize)
    onResize.cancel()
  }
}
