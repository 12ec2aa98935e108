/**
 * True for a plain left click that nothing has handled yet: a click with a modifier key (new tab,
 * new window, download) or another button is left to the browser.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
}
