import { GTM_MESSAGES, MARKETING_SCRIPT_ATTRIBUTE } from './constants'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

export type TagManagerOptions = {
  gtmId: string | null | undefined
  /** The loader URL without query; `?id=<gtmId>` is appended. */
  scriptUrl: string
}

/** The loader URL for a container id. */
export function tagManagerUrl(scriptUrl: string, gtmId: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?'
  return `${scriptUrl}${separator}id=${encodeURIComponent(gtmId)}`
}

/** A tag-manager container id as the site settings accept it. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/

/**
 * Starts the tag manager once per page: the data layer gets its start event and the loader script
 * is added. Call it only with marketing consent. A site without a tag manager says nothing; an id
 * that is set but no container id (a typo in GTM_ID) logs 'GTM ID is not defined'. Returns
 * whether the script is on the page.
 */
export function loadTagManager({ gtmId, scriptUrl }: TagManagerOptions): boolean {
  if (!gtmId) return false
  if (!CONTAINER_ID.test(gtmId)) {
    console.error(GTM_MESSAGES.missingId)
    return false
  }
  try {
    if (document.querySelector(`script[${MARKETING_SCRIPT_ATTRIBUTE}="gtm"]`)) return true
    const win = window as DataLayerWindow
    win.dataLayer = win.dataLayer ?? []
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = document.createElement('script')
    script.async = true
    script.src = tagManagerUrl(scriptUrl, gtmId)
    script.setAttribute(MARKETING_SCRIPT_ATTRIBUTE, 'gtm')
    script.addEventListener('error', () => console.error(GTM_MESSAGES.loadFailed))
    document.head.append(script)
    return true
  } catch (error) {
    console.error(GTM_MESSAGES.initFailed, error)
    return false
  }
}
