/** Marks the chat script we insert, so that closing the chat or a purge finds it. */
export const CHAT_SCRIPT_ATTRIBUTE = 'data-chat-script'

/**
 * Settings the widget reads when its script starts: it waits for the launcher instead of loading
 * itself, takes no attachments and shows no cookie banner of its own (ours covers it).
 */
export const CHAT_SETTINGS = {
  loadImmediately: false,
  disableAttachment: true,
  enableWidgetCookieBanner: false,
} as const

/**
 * How long the script may take to report ready before the launcher gives up and offers the phone.
 */
export const CHAT_READY_TIMEOUT_MS = 15_000

/** The element the real widget renders into; removed with the script when consent is withdrawn. */
export const CHAT_CONTAINER_ID = 'hubspot-messages-iframe-container'
