import {
  CHAT_CONTAINER_ID,
  CHAT_READY_TIMEOUT_MS,
  CHAT_SCRIPT_ATTRIBUTE,
  CHAT_SETTINGS,
} from './constants'

/** The part of the chat provider's browser API we use (shaped like HubSpot's conversations API). */
export type ChatApi = {
  widget?: {
    load?: (options?: { widgetOpen?: boolean }) => void
    open?: () => void
    remove?: () => void
  }
  on?: (event: string, handler: () => void) => void
}

type ChatWindow = Window & {
  hsConversationsSettings?: Record<string, unknown>
  hsConversationsOnReady?: Array<() => void>
  HubSpotConversations?: ChatApi
}

const chatWindow = () => window as ChatWindow

/** The script URL for a portal: `{portalId}` in the configured template replaced. */
export function resolveChatScriptUrl(template: string, portalId: string): string {
  return template.replaceAll('{portalId}', encodeURIComponent(portalId))
}

/** The chat script element, if the page has one. */
export function findChatScript(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(`script[${CHAT_SCRIPT_ATTRIBUTE}]`)
}

/**
 * Adds the chat script once and resolves with its API when the script reports ready (through the
 * provider's list of ready callbacks). The settings are written first, so the script starts
 * without loading the widget. A failed script is taken off again, so a later call tries afresh.
 */
export function loadChatScript(
  src: string,
  timeoutMs: number = CHAT_READY_TIMEOUT_MS,
): Promise<ChatApi> {
  const win = chatWindow()
  if (win.HubSpotConversations) return Promise.resolve(win.HubSpotConversations)
  return new Promise<ChatApi>((resolve, reject) => {
    const script = findChatScript()
    const fail = (message: string) => {
      clearTimeout(timer)
      reject(new Error(message))
    }
    const timer = setTimeout(() => fail('The chat script did not report ready in time'), timeoutMs)
    const onReady = () => {
      clearTimeout(timer)
      if (win.HubSpotConversations) resolve(win.HubSpotConversations)
      else reject(new Error('The chat script reported ready without its API'))
    }
    win.hsConversationsOnReady = win.hsConversationsOnReady ?? []
    win.hsConversationsOnReady.push(onReady)
    const isNew = !script
    const element = script ?? document.createElement('script')
    element.addEventListener('error', () => {
      element.remove()
      fail(`The chat script ${src} could not be loaded`)
    })
    if (isNew) {
      win.hsConversationsSettings = { ...CHAT_SETTINGS }
      element.src = src
      element.async = true
      element.setAttribute(CHAT_SCRIPT_ATTRIBUTE, '')
      document.body.append(element)
    }
  })
}

/** Loads the widget and opens it (in this order); throws when the script provides neither. */
export function openChatWidget(api: ChatApi): void {
  const widget = api.widget
  if (typeof widget?.load !== 'function' || typeof widget.open !== 'function') {
    throw new Error('The chat script provides no widget.load and widget.open')
  }
  widget.load({ widgetOpen: true })
  widget.open()
}

/** Takes the widget off the page, if the script is there; throws what the provider throws. */
export function removeChatWidget(): void {
  const widget = chatWindow().HubSpotConversations?.widget
  if (typeof widget?.remove === 'function') widget.remove()
}

/** Removes widget, script and the provider's globals (marketing consent withdrawn). */
export function removeChat(): void {
  try {
    removeChatWidget()
  } catch (error) {
    console.error('Error removing the chat widget', error)
  }
  document.querySelectorAll(`script[${CHAT_SCRIPT_ATTRIBUTE}]`).forEach((script) => script.remove())
  document.getElementById(CHAT_CONTAINER_ID)?.remove()
  const win = chatWindow()
  delete win.HubSpotConversations
  delete win.hsConversationsOnReady
  delete win.hsConversationsSettings
}
