/** What the notice rules (may-open.ts) need to know about the page at this moment. */
export type PageFacts = {
  fieldFocused: boolean
  unsentInput: boolean
  lastBookingClickAt: number | null
  lastScrollGestureAt: number | null
}

export type PageSignals = { facts(): PageFacts; stop(): void }

const NOT_FIELDS = new Set(['button', 'submit', 'reset', 'image', 'hidden'])
const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' '])

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLElement

/** An element the visitor types into or chooses in; an embedded frame counts, as it may hold one. */
function asField(target: EventTarget | null): Field | null {
  if (!(target instanceof Element)) return null
  const tag = target.tagName
  if (tag === 'INPUT')
    return NOT_FIELDS.has((target as HTMLInputElement).type) ? null : (target as Field)
  if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'IFRAME') return target as Field
  return target instanceof HTMLElement && target.isContentEditable ? target : null
}

function valueOf(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return String(field.checked)
  if ('value' in field && typeof field.value === 'string') return field.value
  return field.textContent ?? ''
}

/** The value a field had before an input event that came without focus (autofill): empty. */
function emptyValueOf(field: Field): string {
  const checkable =
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
  return checkable ? 'false' : ''
}

/**
 * Watches one window for the facts the notice rules read: the focused field, fields whose value
 * the visitor changed and that still hold it (a sent form is reset or removed), and the visitor's
 * own scroll gestures. A click ends a gesture: what scrolls after it is a link's or a script's
 * doing. Clicks on booking controls come from `bookingClickAt` (booking-clicks.ts, on from the
 * page's load). Loaded at the visitor's first interaction (VisitorModals.client.tsx): before one,
 * no field is in use and no scroll is the visitor's.
 */
export function watchPageSignals(
  win: Window,
  bookingClickAt: () => number | null,
  firstGestureAt: number | null = null,
): PageSignals {
  const doc = win.document
  const valueBeforeInput = new Map<Field, string>()
  let lastScrollGestureAt: number | null = firstGestureAt
  let draggingScrollbar = false
  const gesture = () => void (lastScrollGestureAt = Date.now())

  const onFocusIn = (event: FocusEvent) => {
    const field = asField(event.target)
    if (field && !valueBeforeInput.has(field)) valueBeforeInput.set(field, valueOf(field))
  }
  const onInput = (event: Event) => {
    const field = asField(event.target)
    if (field && !valueBeforeInput.has(field)) valueBeforeInput.set(field, emptyValueOf(field))
  }
  const onClick = () => void (lastScrollGestureAt = null)
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey) gesture()
  }
  // Read after the page's own handlers: a key they used (tabs, lists) scrolls nothing.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') lastScrollGestureAt = null
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey
    if (plain && !event.defaultPrevented && SCROLL_KEYS.has(event.key) && !asField(event.target))
      gesture()
  }
  // A press on the page's scroll bar (the root element, right of its content box).
  const onPointerDown = (event: PointerEvent) => {
    draggingScrollbar =
      event.target === doc.documentElement && event.clientX >= doc.documentElement.clientWidth
    if (draggingScrollbar) gesture()
  }
  const onPointerUp = () => void (draggingScrollbar = false)
  const onHashChange = () => void (lastScrollGestureAt = null)

  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions][] = [
    [doc, 'focusin', onFocusIn as EventListener, { capture: true }],
    [doc, 'input', onInput, { capture: true }],
    [doc, 'change', onInput, { capture: true }],
    [doc, 'click', onClick, { capture: true }],
    [win, 'wheel', onWheel as EventListener, { passive: true }],
    [win, 'touchmove', gesture, { passive: true }],
    [win, 'touchend', gesture, { passive: true }],
    [win, 'keydown', onKeyDown as EventListener, {}],
    [win, 'pointerdown', onPointerDown as EventListener, { capture: true }],
    [win, 'pointerup', onPointerUp, { capture: true }],
    [win, 'hashchange', onHashChange, {}],
  ]
  for (const [target, type, listener, options] of listeners)
    target.addEventListener(type, listener, options)

  return {
    facts() {
      for (const field of valueBeforeInput.keys())
        if (!field.isConnected) valueBeforeInput.delete(field)
      const unsentInput = [...valueBeforeInput].some(([field, before]) => valueOf(field) !== before)
      return {
        fieldFocused: asField(doc.activeElement) !== null,
        unsentInput,
        lastBookingClickAt: bookingClickAt(),
        lastScrollGestureAt: draggingScrollbar ? Date.now() : lastScrollGestureAt,
      }
    },
    stop() {
      for (const [target, type, listener, options] of listeners)
        target.removeEventListener(type, listener, options)
    },
  }
}
