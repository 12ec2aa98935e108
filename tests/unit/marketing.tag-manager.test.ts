// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { loadTagManager, tagManagerUrl } from '@/features/marketing/gtm'

type TestWindow = {
  dataLayer?: unknown
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
}
const testWindow = () => window as unknown as TestWindow
const SCRIPT_URL = 'https://tags.example.test/gtm.js'

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  // happy-dom fetches no scripts; by default it reports each one as failed, here as loaded.
  testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
})
afterEach(() => {
  consoleError.mockRestore()
  document.head.innerHTML = ''
  delete testWindow().dataLayer
  testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
})

describe('tag manager loader', () => {
  it('adds the loader once, async, with the id, after the start event in the data layer', () => {
    expect(loadTagManager({ gtmId: 'GTM-AB12CD', scriptUrl: SCRIPT_URL })).toBe(true)
    expect(loadTagManager({ gtmId: 'GTM-AB12CD', scriptUrl: SCRIPT_URL })).toBe(true)

    const scripts = Array.from(document.scripts)
    expect(scripts).toHaveLength(1)
    expect(scripts[0].src).toBe('https://tags.example.test/gtm.js?id=GTM-AB12CD')
    expect(scripts[0].async).toBe(true)
    const layer = testWindow().dataLayer as Record<string, unknown>[]
    expect(layer).toHaveLength(1)
    expect(layer[0]).toMatchObject({ event: 'gtm.js' })
    expect(typeof layer[0]['gtm.start']).toBe('number')
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('keeps what the page already pushed to the data layer', () => {
    testWindow().dataLayer = [{ event: 'earlier' }]
    loadTagManager({ gtmId: 'GTM-AB12CD', scriptUrl: SCRIPT_URL })
    expect((testWindow().dataLayer as { event: string }[]).map((entry) => entry.event)).toEqual([
      'earlier',
      'gtm.js',
    ])
  })

  it('says nothing and adds nothing when no tag manager is configured', () => {
    expect(loadTagManager({ gtmId: '', scriptUrl: SCRIPT_URL })).toBe(false)
    expect(loadTagManager({ gtmId: null, scriptUrl: SCRIPT_URL })).toBe(false)
    expect(consoleError).not.toHaveBeenCalled()
    expect(document.scripts).toHaveLength(0)
    expect(testWindow().dataLayer).toBeUndefined()
  })

  it("says 'GTM ID is not defined' and adds nothing for an id that is no container id", () => {
    expect(loadTagManager({ gtmId: 'GTM TEST', scriptUrl: SCRIPT_URL })).toBe(false)
    expect(consoleError).toHaveBeenCalledWith('GTM ID is not defined')
    expect(document.scripts).toHaveLength(0)
    expect(testWindow().dataLayer).toBeUndefined()
  })

  it("says 'Error loading GTM script' when the script fails to load", async () => {
    testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
    loadTagManager({ gtmId: 'GTM-AB12CD', scriptUrl: SCRIPT_URL })
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error loading GTM script'))
  })

  it("says 'Error initializing GTM' when starting it throws", () => {
    // A data layer some other script broke.
    testWindow().dataLayer = {
      push() {
        throw new Error('broken')
      },
    }
    expect(loadTagManager({ gtmId: 'GTM-AB12CD', scriptUrl: SCRIPT_URL })).toBe(false)
    expect(consoleError).toHaveBeenCalledWith('Error initializing GTM', expect.any(Error))
    expect(document.scripts).toHaveLength(0)
  })

  it('appends the id to a loader address that already has a query', () => {
    expect(tagManagerUrl('https://tags.example.test/gtm.js?l=dl', 'GTM-1')).toBe(
      'https://tags.example.test/gtm.js?l=dl&id=GTM-1',
    )
  })
})
