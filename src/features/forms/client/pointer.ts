/**
 * Blur validation can add or remove an error text and so move everything below the field. When
 * the blur comes from pressing on another control (a checkbox, the send button), that control
 * would move between press and release, and the click would be lost. So while a pointer is
 * pressed, blur work waits until the click that follows it has been delivered.
 */

let pressed = false
let waiting: (() => void)[] = []
let listening = false

function flush(): void {
  pressed = false
  // The click event follows pointerup in the same task; a timer runs after it.
  window.setTimeout(() => {
    const queued = waiting
    waiting = []
    for (const run of queued) run()
  }, 0)
}

function listen(): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener('pointerdown', () => (pressed = true), true)
  document.addEventListener('pointerup', flush, true)
  document.addEventListener('pointercancel', flush, true)
  document.addEventListener('dragend', flush, true)
}

/** Runs `task` now, or once the pressed pointer has been released and its click delivered. */
export function afterPointerRelease(task: () => void): void {
  listen()
  if (pressed) waiting.push(task)
  else task()
}

/** Starts watching the pointer (call once a form mounts, before any blur). */
export const watchPointer = listen
