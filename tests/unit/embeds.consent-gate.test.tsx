// @vitest-environment happy-dom
import { render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type React from 'react'
import { describe, expect, it, vi } from 'vitest'

import { ConsentGate } from '@/features/embeds/ConsentGate.client'
import { MAPS_PROVIDER } from '@/features/embeds/constants'
import { type GateConfig, getGateConfig } from '@/features/embeds/labels'
import { embedAllowed, thirdPartyHost } from '@/features/embeds/rules'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'

import {
  reloadWithStoredConsent,
  spyOnFetchEachTest,
  startEachTestWithoutConsent,
} from '../helpers/browser'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const MAP_SRC = 'https://www.google.com/maps?q=Hafenweg%2012%2C%2048155%20M%C3%BCnster&output=embed'
const FRAME_SRC = 'https://planer.example/embed'

/** Anything in the page that would make the browser contact another host. */
const remoteReferences = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[src],[srcset],[poster],[data]')).filter((el) =>
    ['src', 'srcset', 'poster', 'data'].some((name) =>
      /^(https?:)?\/\//.test(el.getAttribute(name) ?? ''),
    ),
  )

startEachTestWithoutConsent()
const fetchSpy = spyOnFetchEachTest()

/**
 * Renders into a container outside the document: happy-dom would otherwise try to load each
 * frame the gate lets through and report on the console that it does not load frames.
 */
/** A group's name from its aria-labelledby (detached from the document, names are not computed). */
const labelOf = (group: HTMLElement) =>
  Array.from(group.querySelectorAll('[id]')).find(
    (el) => el.id === group.getAttribute('aria-labelledby'),
  )?.textContent ?? ''

const renderDetached = (ui: React.ReactElement) =>
  render(ui, { container: document.createElement('div') })

const stored = () => JSON.parse(localStorage.getItem('cookies') ?? '{}').state ?? {}

function mapGate(gate: GateConfig, name = 'Haus am Hafen', Gate = ConsentGate) {
  return (
    <Gate kind="maps" contentTitle={`Karte: ${name}`} {...gate}>
      <iframe src={MAP_SRC} title={`Karte: ${name}`} />
    </Gate>
  )
}

describe('consent gate for maps', () => {
  it('names the provider and requests nothing from it before consent', async () => {
    const gate = await getGateConfig('de', MAPS_PROVIDER, 'maps')
    const screen = renderDetached(mapGate(gate))
    const group = screen.getByRole('group')
    expect(labelOf(group)).toBe('Karte: Haus am Hafen: Externer Inhalt von Google Maps')
    expect(
      within(group).getByText(
        /Erst wenn Sie ihn laden, stellt Ihr Browser eine Verbindung zu Google Maps her/,
      ),
    ).toBeTruthy()
    expect(
      within(group)
        .getByRole('link', { name: /Datenschutzerklärung/ })
        .getAttribute('href'),
    ).toBe('/datenschutzerklaerung/')
    expect(within(group).getByRole('checkbox', { name: 'Immer laden' })).toBeTruthy()
    // Effects have run (stored consent read): still nothing from Google.
    await waitFor(() => expect(useConsentStore.persist.hasHydrated()).toBe(true))
    expect(screen.container.querySelector('iframe')).toBeNull()
    expect(remoteReferences(screen.container)).toEqual([])
    expect(fetchSpy()).not.toHaveBeenCalled()
  })

  it('loads the map after the click and remembers nothing', async () => {
    const user = userEvent.setup()
    const screen = renderDetached(mapGate(await getGateConfig('de', MAPS_PROVIDER, 'maps')))
    await user.click(screen.getByRole('button', { name: 'Inhalt laden' }))
    const frame = screen.getByTitle('Karte: Haus am Hafen')
    expect(frame.getAttribute('src')).toBe(MAP_SRC)
    expect(screen.queryByRole('button', { name: 'Inhalt laden' })).toBeNull()
    expect(stored().googleMapsCookiesAccepted ?? false).toBe(false)
  })

  it('with "Immer laden" stores the choice, and every map on the page loads', async () => {
    const user = userEvent.setup()
    const gate = await getGateConfig('de', MAPS_PROVIDER, 'maps')
    const screen = renderDetached(
      <>
        {mapGate(gate, 'Haus am Hafen')}
        {mapGate(gate, 'Rheinloft Köln')}
      </>,
    )
    const first = screen
      .getAllByRole('group')
      .find((group) => labelOf(group).includes('Haus am Hafen'))!
    await user.click(within(first).getByRole('checkbox', { name: 'Immer laden' }))
    await user.click(within(first).getByRole('button', { name: 'Inhalt laden' }))
    expect(stored()).toMatchObject({
      googleMapsCookiesAccepted: true,
      cookieSettings: { marketing: false },
    })
    await waitFor(() => expect(screen.container.querySelectorAll('iframe')).toHaveLength(2))
  })

  it('loads at once on a later visit when the choice was stored', async () => {
    reloadWithStoredConsent({ googleMapsCookiesAccepted: true })
    const { ConsentGate: FreshGate } = await import('@/features/embeds/ConsentGate.client')
    const screen = renderDetached(
      mapGate(await getGateConfig('de', MAPS_PROVIDER, 'maps'), 'Haus am Hafen', FreshGate),
    )
    await waitFor(() =>
      expect(screen.getByTitle('Karte: Haus am Hafen').getAttribute('src')).toBe(MAP_SRC),
    )
    expect(screen.queryByRole('button', { name: 'Inhalt laden' })).toBeNull()
  })
})

describe('consent gate for other frames', () => {
  const frameGate = (gate: GateConfig) => (
    <ConsentGate kind="frame" contentTitle="Seminarplaner" {...gate}>
      <iframe src={FRAME_SRC} title="Seminarplaner" />
    </ConsentGate>
  )

  it('offers no "always" choice (no stored flag) and loads after the click', async () => {
    const user = userEvent.setup()
    const screen = renderDetached(frameGate(await getGateConfig('en', 'planer.example', 'frame')))
    expect(labelOf(screen.getByRole('group'))).toBe(
      'Seminarplaner: External content from planer.example',
    )
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.container.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Load content' }))
    expect(screen.getByTitle('Seminarplaner').getAttribute('src')).toBe(FRAME_SRC)
    expect(stored().cookieSettings?.other ?? false).toBe(false)
  })

  it('loads at once when the visitor allowed the "other" category, which does not cover maps', async () => {
    useConsentStore.setState({
      cookieSettings: { ...initialConsentState.cookieSettings, other: true },
    })
    const frame = await getGateConfig('de', 'planer.example', 'frame')
    const screen = renderDetached(
      <>
        {frameGate(frame)}
        {mapGate(await getGateConfig('de', MAPS_PROVIDER, 'maps'))}
      </>,
    )
    await waitFor(() =>
      expect(screen.getByTitle('Seminarplaner').getAttribute('src')).toBe(FRAME_SRC),
    )
    expect(screen.queryByTitle('Karte: Haus am Hafen')).toBeNull()
    expect(screen.getByRole('button', { name: 'Inhalt laden' })).toBeTruthy()
  })
})

describe('consent rules', () => {
  it('gate only hosts other than the site itself', () => {
    const site = 'https://www.institut.example'
    expect(thirdPartyHost('/embeds/anfahrt-hafen.de.html', site)).toBeNull()
    expect(thirdPartyHost('https://www.institut.example/embeds/x.html', site)).toBeNull()
    expect(thirdPartyHost('https://planer.example/embed', site)).toBe('planer.example')
    expect(thirdPartyHost('//planer.example/embed', site)).toBe(null)
  })

  it('maps and videos follow their own flag, frames and widgets the "other" category', () => {
    const other = {
      ...initialConsentState,
      cookieSettings: { ...initialConsentState.cookieSettings, other: true },
    }
    const marketing = {
      ...initialConsentState,
      cookieSettings: { ...initialConsentState.cookieSettings, marketing: true },
    }
    expect(embedAllowed('maps', other)).toBe(false)
    expect(embedAllowed('maps', { ...initialConsentState, googleMapsCookiesAccepted: true })).toBe(
      true,
    )
    expect(embedAllowed('youtube', { ...initialConsentState, youtubeCookiesAccepted: true })).toBe(
      true,
    )
    expect(embedAllowed('frame', other)).toBe(true)
    expect(embedAllowed('widget', other)).toBe(true)
    expect(embedAllowed('widget', marketing)).toBe(false)
    expect(embedAllowed('frame', initialConsentState)).toBe(false)
  })
})
