/** The marketing tool's form API as its embed script installs it on window. */
type WidgetApi = { forms?: { create?: (options: { portalId: string; formId: string; target: string }) => unknown } }
type WidgetWindow = Window & { hbspt?: WidgetApi }

/**
 * Adds the widget's script to the page once and resolves when it has run. A second block on the
 * same page waits for the same script instead of loading it again.
 */
export function loadWidgetScript(src: string): Promise<void> {
  const existing = Array.from(document.scripts).find((script) => script.getAttribute('src') === src)
  if (existing?.dataset.loaded === 'true') return Promise.resolve()
  const script = existing ?? document.createElement('script')
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true'
      resolve()
    })
    script.addEventListener('error', () => {
      // Gone again, so a later attempt (another block, a reload of the view) tries afresh.
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

/** Lets the loaded script render the form into the element with `targetId`; throws when its API is missing. */
export function createWidgetForm(portalId: string, formId: string, targetId: string): void {
  const forms = (window as WidgetWindow).hbspt?.forms
  if (typeof forms?.create !== 'function') throw new Error('The widget script provides no forms.create')
  forms.create({ portalId, formId, target: `#${targetId}` })
}
