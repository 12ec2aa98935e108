import { create } from 'zustand'

import { type ChatApi, loadChatScript, openChatWidget, removeChatWidget } from './hubspot'

/** closed → loading → open, or failed (the launcher then offers the phone); closing starts over. */
export type ChatStatus = 'closed' | 'loading' | 'open' | 'failed'

/**
 * The chat's state for this page view, shared by the floating launcher and the chat page's button.
 */
export const useChatStore = create<{ status: ChatStatus }>(() => ({ status: 'closed' }))

const followed = new WeakSet<ChatApi>()

/** The widget's own close button removes it as well, and the launcher shows "open" again. */
function followWidgetClose(api: ChatApi): void {
  if (typeof api.on !== 'function' || followed.has(api)) return
  followed.add(api)
  api.on('widgetClosed', () => {
    if (useChatStore.getState().status === 'open') closeChat()
  })
}

/** Opens the chat: loads the script first if it is absent, then loads and opens the widget. */
export async function openChat(scriptUrl: string): Promise<void> {
  const { status } = useChatStore.getState()
  if (status === 'loading' || status === 'open') return
  useChatStore.setState({ status: 'loading' })
  try {
    const api = await loadChatScript(scriptUrl)
    followWidgetClose(api)
    openChatWidget(api)
    useChatStore.setState({ status: 'open' })
  } catch (error) {
    console.error('Error opening the chat', error)
    useChatStore.setState({ status: 'failed' })
  }
}

/** Closes the chat: the widget is removed, not just hidden. */
export function closeChat(): void {
  try {
    removeChatWidget()
  } catch (error) {
    console.error('Error closing the chat', error)
  }
  useChatStore.setState({ status: 'closed' })
}
