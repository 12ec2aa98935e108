// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CareersBlock } from '@/blocks/Careers/Component'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'
import { getSiteSettings } from '@/features/site/queries'
import type { KarriereBlock as KarriereData, SiteSetting } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))
vi.mock('@/features/site/queries', () => ({ getSiteSettings: vi.fn() }))

const SCRIPT_URL = 'https://jobs.example.test/widget.js'

type TestWindow = {
  JobBoardWidget?: unknown
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
}
const testWindow = () => window as unknown as TestWindow
const boardScripts = () =>
  Array.from(document.querySelectorAll('script')).filter(
    (script) => script.getAttribute('src') === SCRIPT_URL,
  )
const mount = vi.fn()

/**
 * happy-dom never fetches scripts: it reports each as failed or, with this setting, as loaded (with
 * or without the API).
 */
function scriptWillLoad(withApi = true) {
  testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
  if (withApi) testWindow().JobBoardWidget = { mount }
}

const block: KarriereData = {
  blockType: 'karriere',
  main_block_karriere_titel: 'Arbeiten am Institut',
  main_block_karriere_link: 'https://karriere.example/stellen',
  main_block_karriere_link_text: 'Alle offenen Stellen',
  main_block_hintergrundfarbe: '1',
}

function configure(careerWidgetId: string | null, scriptUrl = SCRIPT_URL) {
  vi.mocked(getSiteSettings).mockResolvedValue({ careerWidgetId } as SiteSetting)
  process.env.JOB_WIDGET_SCRIPT_URL = scriptUrl
}

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState(initialConsentState)
  mount.mockReset()
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  consoleError.mockRestore()
  for (const script of boardScripts()) script.remove()
  delete testWindow().JobBoardWidget
  testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
  delete process.env.JOB_WIDGET_SCRIPT_URL
})

describe('careers block without a configured job board', () => {
  it.each([
    ['no widget id in the site settings', null, SCRIPT_URL],
    ['no script address in the environment', 'stellen-4711', ''],
  ])('links to the jobs page with %s', async (_case, widgetId, scriptUrl) => {
    configure(widgetId, scriptUrl)
    render(await CareersBlock({ block, locale: 'de', index: 1 }))
    expect(screen.getByRole('link', { name: 'Alle offenen Stellen' }).getAttribute('href')).toBe(
      'https://karriere.example/stellen',
    )
    expect(screen.queryByRole('button', { name: 'Inhalt laden' })).toBeNull()
    await act(async () => undefined)
    expect(boardScripts()).toHaveLength(0)
  })
})

describe('careers block with the job board', () => {
  it('asks first, with the link as the way in without it; nothing is requested before consent', async () => {
    configure('stellen-4711')
    render(await CareersBlock({ block, locale: 'de', index: 1 }))
    const gate = screen.getByRole('group', {
      name: 'Offene Stellen: Externer Inhalt von jobs.example.test',
    })
    expect(within(gate).getByRole('link', { name: 'Alle offenen Stellen' })).toBeTruthy()
    await act(async () => undefined)
    expect(boardScripts()).toHaveLength(0)
    expect(mount).not.toHaveBeenCalled()
  })

  it('after the click loads the script and mounts German openings, 25 per page, with the three filters', async () => {
    scriptWillLoad()
    configure('stellen-4711')
    render(await CareersBlock({ block, locale: 'de', index: 1 }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inhalt laden' }))
    expect(boardScripts()).toHaveLength(1)
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1))
    const [container, options] = mount.mock.calls[0]
    expect((container as HTMLElement).hasAttribute('data-job-board-container')).toBe(true)
    expect(screen.getByTestId('job-board').contains(container as HTMLElement)).toBe(true)
    expect(options).toEqual({
      widgetId: 'stellen-4711',
      language: 'de',
      pageSize: 25,
      filters: ['category', 'location', 'employmentType'],
    })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
    expect(screen.queryByRole('link', { name: 'Alle offenen Stellen' })).toBeNull()
  })

  it('loads at once when the visitor allowed external content ("other")', async () => {
    scriptWillLoad()
    configure('stellen-4711')
    useConsentStore.setState({
      cookieSettings: { ...initialConsentState.cookieSettings, other: true },
    })
    render(await CareersBlock({ block, locale: 'de', index: 1 }))
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('button', { name: 'Inhalt laden' })).toBeNull()
  })

  it.each([
    ['the script cannot be loaded', () => undefined],
    ['the script brings no widget API', () => scriptWillLoad(false)],
  ])('shows the link instead and logs the error when %s', async (_case, arrange) => {
    arrange()
    configure('stellen-4711')
    render(await CareersBlock({ block, locale: 'en', index: 1 }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load content' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'the job openings could not be loaded',
      ),
    )
    expect(screen.getByRole('link', { name: 'Alle offenen Stellen' }).getAttribute('href')).toBe(
      'https://karriere.example/stellen',
    )
    expect(consoleError).toHaveBeenCalledWith(
      'Error loading the job board widget',
      expect.any(Error),
    )
  })
})
