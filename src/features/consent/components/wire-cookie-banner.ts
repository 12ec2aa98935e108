import {
  BANNER_LIVE_ATTRIBUTE,
  bannerIsWanted,
  CONSENT_CHOICE_ATTRIBUTE,
  type ConsentChoice,
  COOKIE_BANNER_ATTRIBUTE,
  PENDING_CHOICE_ATTRIBUTE,
} from './cookie-banner-dialog'

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own
 * controls. The inline script spells the same rule in plain JavaScript.
 */
function keepTabInside(event: KeyboardEvent) {
  const dialog = event.currentTarget
  if (event.key !== 'Tab' || !(dialog instanceof HTMLDialogElement)) return
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = items[0]
  const last = items[items.length - 1]
  const edge = event.shiftKey ? first : last
  if (
    !first ||
    !last ||
    (document.activeElement !== edge && dialog.contains(document.activeElement))
  )
    return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

/**
 * Shows the banner (if the inline script has not) and makes its buttons work: a modal that only a
 * choice closes (no outside click, no Escape), because nothing optional may load before the
 * visitor decided. Returns the cleanup that removes the listeners; closing is closeCookieBanner's.
 */
export function wireCookieBanner(
  dialog: HTMLDialogElement,
  choose: (choice: ConsentChoice) => void,
): () => void {
  const root = document.documentElement
  // Only writes before the focus check, and none that repeats what the inline script did, so
  // taking over an open banner costs the page no new style or layout pass.
  if (!bannerIsWanted()) root.setAttribute(COOKIE_BANNER_ATTRIBUTE, 'open')
  dialog.setAttribute(BANNER_LIVE_ATTRIBUTE, '')
  const pending = dialog.getAttribute(PENDING_CHOICE_ATTRIBUTE) as ConsentChoice | null
  dialog.removeAttribute(PENDING_CHOICE_ATTRIBUTE)

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`)
    if (button) choose(button.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as ConsentChoice)
  }
  // Escape does not dismiss; Chromium still closes after a second Escape without a click in
  // between, so a close that no choice caused opens the banner again.
  const onCancel = (event: Event) => event.preventDefault()
  const onClose = () => {
    if (bannerIsWanted() && !dialog.open) dialog.showModal()
  }
  dialog.addEventListener('click', onClick)
  dialog.addEventListener('keydown', keepTabInside)
  dialog.addEventListener('cancel', onCancel)
  dialog.addEventListener('close', onClose)
  if (!dialog.open) dialog.showModal()
  if (!dialog.contains(document.activeElement))
    dialog.querySelector<HTMLElement>(`[${CONSENT_CHOICE_ATTRIBUTE}]`)?.focus()
  if (pending) choose(pending)
  return () => {
    dialog.removeEventListener('click', onClick)
    dialog.removeEventListener('keydown', keepTabInside)
    dialog.removeEventListener('cancel', onCancel)
    dialog.removeEventListener('close', onClose)
  }
}
