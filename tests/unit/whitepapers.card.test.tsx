// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { WhitepaperCardAction } from '@/blocks/Whitepapers/Component.client'
import { WhitepapersBlock } from '@/blocks/Whitepapers/Component'
import { initialWhitepaperState, storeCode, useWhitepaperStore } from '@/features/whitepapers/store'
import type { Whitepaper } from '@/payload-types'

import { renderInLocale } from '../helpers/render-in-locale'

vi.mock('next/navigation', () => ({ usePathname: () => '/knowledge-center/' }))
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  const de = (await import('../../messages/de.json')).default
  return { getTranslations: async () => createTranslator({ locale: 'de', messages: de }) }
})
const papers: Whitepaper[] = [
  {
    id: 3,
    title: 'Schwierige Gespräche vorbereiten',
    description: 'Ein Leitfaden in fünf Schritten.',
    thumbnail: 5,
    file: 9,
    gateLink: null,
    updatedAt: '',
    createdAt: '',
  },
  {
    id: 4,
    title: 'Hybride Teams führen',
    description: 'Spielregeln, die funktionieren.',
    thumbnail: 6,
    file: 10,
    gateLink: 'https://forms.example.org/hybrid',
    updatedAt: '',
    createdAt: '',
  },
]
vi.mock('@/features/whitepapers/queries', () => ({ getWhitepapers: async () => papers }))

const CODE = 'U2Nod2llcmlnZUdlc3ByYWU'
const TITLE = 'Schwierige Gespräche vorbereiten'
let fetchMock: ReturnType<typeof vi.fn>
let saved: { href: string; download: string }[]

beforeEach(() => {
  localStorage.clear()
  saved = []
  fetchMock = vi.fn(
    async () =>
      new Response(new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  URL.createObjectURL = vi.fn(() => 'blob:whitepaper-1')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  useWhitepaperStore.setState(initialWhitepaperState)
})

function renderCard() {
  return renderInLocale(<WhitepaperCardAction id={3} title={TITLE} locale="de" />)
}

describe('whitepaper card', () => {
  it('links to the external gate where one is set and offers our form for the others', async () => {
    render(
      await WhitepapersBlock({
        block: { blockType: 'main_block_whitepapers', main_block_whitepapers_titel: 'Whitepaper' },
        locale: 'de',
        index: 0,
      }),
    )
    const gate = screen.getByRole('link', {
      name: /Whitepaper herunterladen – Hybride Teams führen/,
    })
    expect(gate.getAttribute('href')).toBe('https://forms.example.org/hybrid')
    expect(
      screen.getAllByRole('button', { name: /Whitepaper herunterladen/ }).map((b) => b.textContent),
    ).toEqual([`Whitepaper herunterladen – ${TITLE}`])
  })

  it('opens the request form in a modal when no code is stored', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('button', { name: /Whitepaper herunterladen/ }))
    const dialog = await screen.findByRole('dialog', { name: `Whitepaper anfordern: ${TITLE}` })
    expect(within(dialog).getByRole('combobox', { name: /^Anrede/ })).toBeTruthy()
    expect(
      (within(dialog).getByRole('combobox', { name: /^Land/ }) as HTMLSelectElement).value,
    ).toBe('DE')
    expect(within(dialog).getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeTruthy()
    expect(within(dialog).getByText('* Pflichtfeld')).toBeTruthy()
    expect(useWhitepaperStore.getState().whitepaperId).toBe(3)
  })

  it('offers the download once a code is stored and saves the PDF as "<title>.pdf"', async () => {
    const user = userEvent.setup()
    storeCode(3, CODE)
    renderCard()
    expect(await screen.findByText('Der Download ist nun freigeschaltet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Whitepaper herunterladen/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: /PDF herunterladen/ }))
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:whitepaper-1', download: `${TITLE}.pdf` }]),
    )
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/whitepaper-dl/')
    expect(JSON.parse(String(init.body))).toEqual({
      message: { download: true, code: CODE, id: 3 },
    })
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/pdf',
    })
    expect(document.querySelector('a[download]')).toBeNull()
    expect(screen.queryByText('Fehler beim Download.')).toBeNull()
  })

  it('says "Fehler beim Download." on an empty answer, forgets the codes and offers the form again', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }))
    storeCode(3, CODE)
    storeCode(4, 'QW5kZXJlc1doaXRlcGFwZXI')
    renderCard()
    await user.click(await screen.findByRole('button', { name: /PDF herunterladen/ }))
    expect(await screen.findByText('Fehler beim Download.')).toBeTruthy()
    expect(saved).toEqual([])
    expect(useWhitepaperStore.getState().codes).toEqual({})
    expect(JSON.parse(localStorage.getItem('whitepaper') ?? '{}').state.codes).toEqual({})
    expect(screen.getByRole('button', { name: /Whitepaper herunterladen/ })).toBeTruthy()
    expect(screen.queryByText('Der Download ist nun freigeschaltet')).toBeNull()
  })

  it('treats a failed request like an empty answer', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    storeCode(3, CODE)
    renderCard()
    await user.click(await screen.findByRole('button', { name: /PDF herunterladen/ }))
    expect(await screen.findByText('Fehler beim Download.')).toBeTruthy()
    expect(useWhitepaperStore.getState().codes).toEqual({})
  })
})
