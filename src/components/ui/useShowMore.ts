'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** How many items show at first: `initial`, or all when there are fewer. */
export function initialVisible(total: number, initial: number): number {
  return Math.max(0, Math.min(total, initial))
}

/** How many items show after one more "show more": `step` more, never beyond `total`. */
export function nextVisible(visible: number, total: number, step: number): number {
  return Math.max(0, Math.min(total, visible + Math.max(1, step)))
}

/**
 * A list that shows `initial` items and `step` more per call of `showMore`. After each step,
 * focus moves to the first newly shown item, so keyboard and screen-reader users land on the new
 * content instead of losing focus when the button disappears; attach `listRef` to the element
 * whose children are the items.
 */
export function useShowMore<T extends HTMLElement = HTMLElement>(
  total: number,
  initial: number,
  step: number,
) {
  const [visible, setVisible] = useState(() => initialVisible(total, initial))
  const listRef = useRef<T>(null)
  const focusIndex = useRef<number | null>(null)

  const showMore = useCallback(() => {
    setVisible((current) => {
      focusIndex.current = current
      return nextVisible(current, total, step)
    })
  }, [total, step])

  const reset = useCallback(() => {
    focusIndex.current = null
    setVisible(initialVisible(total, initial))
  }, [total, initial])

  useEffect(() => {
    const index = focusIndex.current
    focusIndex.current = null
    if (index === null) return
    const item = listRef.current?.children[index]
    if (!(item instanceof HTMLElement)) return
    if (!item.hasAttribute('tabindex')) item.tabIndex = -1
    item.focus()
  }, [visible])

  return { visible, showMore, hasMore: visible < total, reset, listRef }
}
