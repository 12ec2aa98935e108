/**
 * Adds a third-party script to the page once and resolves when it has run; a second caller (another
 * block on the page) waits for the same element. Browser only, and only after consent.
 */
export function loadScript(src: string): Promise<void> {
  const existing = Array.from(document.scripts).find((script) => script.getAttribute('src') === src)
  if (existing?.dataset.loaded === 'true') return Promise.resolve()
  const script = existing ?? document.createElement('script')
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true'
      resolve()
    })
    script.addEventListener('error', () => {
      // Removed again, so that a later attempt (a reload of the view) tries afresh.
      script.remove()
      reject(new Error(`The script ${src} could not be loaded`))
    })
  })
  if (!existing) {
    script.src = src
    script.async = true
    document.head.append(script)
  }
  return loaded
}
