// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ChatLauncher } from '@/features/chat/components/ChatLauncher.client'
import { useChatStore } from '@/features/chat/store'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'

import de from '../../messages/de.json'

const SCRIPT_URL = 'https://chat.example.test/4711.js'
const LABELS = {
  open: de.chat.open,
  close: de.chat.close,
  loading: de.chat.loading,
  failed: de.chat.failed,
}

type ChatTestWindow = {
  HubSpotConversations?: unknown
  hsConversationsOnReady?: Array<() => void>
  hsConversationsSettings?: unknown
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
}
const chatWindow = () => window as unknown as ChatTestWindow
const chatScripts = () =>
  Array.from(document.scripts).filter((script) => script.getAttribute('src') === SCRIPT_URL)

/** A provider API that records the order of the calls made to it. */
function fakeProvider() {
  const calls: string[] = []
  const handlers: Record<string, () => void> = {}
  const api = {
    widget: {
      load: vi.fn(() => calls.push('load')),
      open: vi.fn(() => calls.push('open')),
      remove: vi.fn(() => calls.push('remove')),
    },
    on: (event: string, handler: () => void) => {
      handlers[event] = handler
    },
  }
  /** What the provider's script does when it has run: install the API, call the ready callbacks. */
  const scriptRuns = () => {
    chatWindow().HubSpotConversations = api
    for (const callback of chatWindow().hsConversationsOnReady ?? []) callback()
  }
  return { api, calls, handlers, scriptRuns }
}

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState({
    ...initialConsentState,
    cookieSettings: { ...initialConsentState.cookieSettings, marketing: true },
    showCookieBanner: false,
  })
  useChatStore.setState({ status: 'closed' })
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  chatWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
})
afterEach(() => {
  consoleError.mockRestore()
  for (const script of chatScripts()) script.remove()
  delete chatWindow().HubSpotConversations
  delete chatWindow().hsConversationsOnReady
  delete chatWindow().hsConversationsSettings
  chatWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
})

function renderLauncher() {
  render(<ChatLauncher scriptUrl={SCRIPT_URL} phone="+49 251 123456-0" labels={LABELS} />)
  return userEvent.setup()
}

describe('chat launcher', () => {
  it('is not there without marketing consent', () => {
    useConsentStore.setState({ cookieSettings: initialConsentState.cookieSettings })
    renderLauncher()
    expect(screen.queryByRole('button', { name: 'Chat öffnen' })).toBeNull()
    expect(chatScripts()).toHaveLength(0)
  })

  it('loads the script first (settings before it), then loads and opens the widget; closing removes it', async () => {
    const provider = fakeProvider()
    let settingsWhenAdded: unknown = 'not added'
    const append = document.body.append.bind(document.body)
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      if (nodes.some((node) => node instanceof HTMLScriptElement))
        settingsWhenAdded = structuredClone(chatWindow().hsConversationsSettings)
      append(...nodes)
    })
    const user = renderLauncher()

    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }))
    expect(chatScripts()).toHaveLength(1)
    expect(settingsWhenAdded).toEqual({
      loadImmediately: false,
      disableAttachment: true,
      enableWidgetCookieBanner: false,
    })
    expect(screen.getByRole('button', { name: 'Chat wird geladen …' })).toBeTruthy()
    expect(provider.calls).toEqual([])

    act(() => provider.scriptRuns())
    await screen.findByRole('button', { name: 'Chat schließen' })
    expect(provider.calls).toEqual(['load', 'open'])

    await user.click(screen.getByRole('button', { name: 'Chat schließen' }))
    expect(provider.calls).toEqual(['load', 'open', 'remove'])
    expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeTruthy()
  })

  // Alike the test below by shape only: each test sets up its own provider.
  it('reuses a script that is already there and opens again after closing', async () => {
    const provider = fakeProvider()
    provider.scriptRuns()
    const user = renderLauncher()

    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }))
    await screen.findByRole('button', { name: 'Chat schließen' })
    await user.click(screen.getByRole('button', { name: 'Chat schließen' }))
    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }))
    await screen.findByRole('button', { name: 'Chat schließen' })

    expect(chatScripts()).toHaveLength(0)
    expect(provider.calls).toEqual(['load', 'open', 'remove', 'load', 'open'])
  })

  it("resets when the visitor closes the widget with the widget's own button", async () => {
    const provider = fakeProvider()
    provider.scriptRuns()
    const user = renderLauncher()
    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }))
    await screen.findByRole('button', { name: 'Chat schließen' })

    act(() => provider.handlers.widgetClosed())
    expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeTruthy()
    expect(provider.calls.at(-1)).toBe('remove')
  })

  it('offers the phone number when the script cannot be loaded', async () => {
    chatWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
    const user = renderLauncher()
    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }))

    const status = await waitFor(() => {
      const region = screen.getByRole('status')
      expect(region.textContent).toContain('Der Chat lässt sich gerade nicht laden')
      return region
    })
    expect(status.querySelector('a')?.getAttribute('href')).toBe('tel:+49251123456-0')
    expect(consoleError).toHaveBeenCalled()
    // Gone again, so the next click tries afresh.
    expect(chatScripts()).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeTruthy()
  })

  it('offers the phone number when the script lacks the widget API', async () => {
    chatWindow().HubSpotConversations = { widget: {} }
    const user = renderLauncher()
    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('+49 251 123456-0'),
    )
    expect(consoleError).toHaveBeenCalledWith('Error opening the chat', expect.any(Error))
  })
})
