// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it } from 'vitest'

import { ChatPanel } from '@/features/chat/components/ChatPanel.client'
import { useChatStore } from '@/features/chat/store'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'

import de from '../../messages/de.json'

beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState({
    ...initialConsentState,
    showCookieSettings: false,
    cookieSettingsInitiator: null,
  })
  useChatStore.setState({ status: 'closed' })
})

function renderPanel(scriptUrl: string | null = 'https://chat.example.test/4711.js') {
  render(
    <NextIntlClientProvider locale="de" messages={{ chat: de.chat }}>
      <ChatPanel scriptUrl={scriptUrl} phone="0251 123456-0" />
    </NextIntlClientProvider>,
  )
  return userEvent.setup()
}

describe('chat page panel', () => {
  it('explains the missing consent and opens the cookie settings', async () => {
    const user = renderPanel()
    await screen.findByRole('heading', { name: 'Der Chat braucht Ihre Zustimmung' })
    expect(screen.queryByRole('button', { name: 'Chat starten' })).toBeNull()
    expect(screen.getByRole('link', { name: '0251 123456-0' }).getAttribute('href')).toBe(
      'tel:0251123456-0',
    )

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }))
    expect(useConsentStore.getState()).toMatchObject({
      showCookieSettings: true,
      cookieSettingsInitiator: 'footer',
    })
  })

  it('offers the start button with marketing consent, in step with the floating launcher', async () => {
    useConsentStore.setState({
      cookieSettings: { ...initialConsentState.cookieSettings, marketing: true },
      showCookieBanner: false,
    })
    renderPanel()
    await screen.findByRole('button', { name: 'Chat starten' })
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeNull()

    useChatStore.setState({ status: 'open' })
    await screen.findByRole('button', { name: 'Chat beenden' })
    expect(screen.getByRole('status').textContent).toBe('Das Chatfenster ist geöffnet.')
  })

  it('points to the phone when no chat is configured', async () => {
    renderPanel(null)
    await screen.findByText(/kein Chat eingerichtet/)
    expect(screen.getByRole('link', { name: '0251 123456-0' })).toBeTruthy()
  })
})
