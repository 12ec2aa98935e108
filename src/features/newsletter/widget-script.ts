/** The marketing tool's form API as its embed script installs it on window. */
type WidgetApi = {
  forms?: { create?: (options: { portalId: string; formId: string; target: string }) => unknown }
}
type WidgetWindow = Window & { hbspt?: WidgetApi }

/**
 * Lets the loaded script render the form into the element with `targetId`; throws when its API is
 * missing.
 */
export function createWidgetForm(portalId: string, formId: string, targetId: string): void {
  const forms = (window as WidgetWindow).hbspt?.forms
  if (typeof forms?.create !== 'function')
    throw new Error('The widget script provides no forms.create')
  forms.create({ portalId, formId, target: `#${targetId}` })
}
