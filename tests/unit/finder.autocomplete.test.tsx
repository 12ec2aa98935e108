// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Autocomplete } from '@/features/finder/components/Autocomplete.client'

const labels = {
  label: 'Suchbegriff oder Seminarcode',
  hint: 'Vorschläge ab drei Zeichen.',
  suggestions: 'Vorschläge',
  quickLinks: 'Beliebte Suchanfragen',
  optionsAvailable: '{count} Optionen verfügbar. Verwenden Sie die Pfeiltasten zum Navigieren.',
}
const quickLinks = [
  {
    titles: { default: 'Zeitmanagement', en: 'Time management' },
    url: null,
    urls: { default: '/suche/?q=Zeitmanagement', en: '/en/search/?q=Time' },
  },
  {
    titles: { default: 'Konfliktgespräche', en: 'Difficult conversations' },
    url: null,
    urls: { default: '/x/', en: '/en/x/' },
  },
]
const suggestions = [
  {
    title: 'Führung kompakt',
    url: '/seminare/fuehrung-kompakt/',
    kind: 'seminars',
    code: 'FK-101',
  },
  { title: 'Führung in Veränderung', url: '/seminarthemen/fuehrung/', kind: 'topics' },
]

let fetchMock: ReturnType<typeof vi.fn>
const suggestCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/json-api/suche/'))

function Harness({ onSubmitTerm }: { onSubmitTerm: (term: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <Autocomplete
      locale="de"
      value={value}
      onValueChange={setValue}
      onSubmitTerm={onSubmitTerm}
      labels={labels}
    />
  )
}

async function setup() {
  const onSubmitTerm = vi.fn()
  render(
    <div>
      <Harness onSubmitTerm={onSubmitTerm} />
      <p>Anderswo</p>
    </div>,
  )
  const input = screen.getByRole('combobox', { name: labels.label }) as HTMLInputElement
  await act(async () => input.focus())
  return { input, onSubmitTerm }
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } })
  })
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const optionTexts = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.firstChild?.textContent)
const status = () => screen.getByRole('status')

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('stichwortsuche-beliebte-suchanfragen')) return Response.json(quickLinks)
    return Response.json({ suggestions })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('search-term autocomplete', () => {
  it('opens on focus with the popular searches and announces the options, clearing after 1 s', async () => {
    const { input } = await setup()
    await wait(0)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('group', { name: 'Beliebte Suchanfragen' })).toBeTruthy()
    expect(optionTexts()).toEqual(['Zeitmanagement', 'Konfliktgespräche'])
    expect(status().textContent).toBe(
      '2 Optionen verfügbar. Verwenden Sie die Pfeiltasten zum Navigieren.',
    )
    await wait(999)
    expect(status().textContent).not.toBe('')
    await wait(1)
    expect(status().textContent).toBe('')
  })

  it('asks for nothing below three characters', async () => {
    const { input } = await setup()
    await type(input, 'F')
    await type(input, 'Fü')
    await wait(2000)
    expect(suggestCalls()).toHaveLength(0)
  })

  it('asks once, 300 ms after the last keystroke, and lists suggestions before the popular searches', async () => {
    const { input } = await setup()
    await type(input, 'Füh')
    await wait(200)
    await type(input, 'Führ')
    await wait(299)
    expect(suggestCalls()).toHaveLength(0)
    await wait(1)
    expect(suggestCalls()).toHaveLength(1)
    const [url, init] = suggestCalls()[0]
    expect(url).toBe('/api/json-api/suche/')
    expect(JSON.parse(String(init.body))).toEqual({ message: { language: 'de', q: 'Führ' } })
    expect(optionTexts()).toEqual([
      'Führung kompakt',
      'Führung in Veränderung',
      'Zeitmanagement',
      'Konfliktgespräche',
    ])
    expect(status().textContent).toBe(
      '4 Optionen verfügbar. Verwenden Sie die Pfeiltasten zum Navigieren.',
    )
  })

  it('walks suggestions then popular searches with the arrow keys, wrapping, and writes each into the field', async () => {
    const { input } = await setup()
    await type(input, 'Führ')
    await wait(300)
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.value).toBe('Führung kompakt')
    expect(active()?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.value).toBe('Zeitmanagement')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.value).toBe('Konfliktgespräche')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.value).toBe('Führung kompakt')
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(input.value).toBe('Konfliktgespräche')
    expect(active()?.textContent).toBe('Konfliktgespräche')

    // Writing a choice into the field is not typing: no new request.
    await wait(1000)
    expect(suggestCalls()).toHaveLength(1)
  })

  it('submits a seminar suggestion by its code, and otherwise the field’s text', async () => {
    const { input, onSubmitTerm } = await setup()
    await type(input, 'Führ')
    await wait(300)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSubmitTerm).toHaveBeenLastCalledWith('FK-101')
    expect(input.getAttribute('aria-expanded')).toBe('false')

    await type(input, 'Teamleitung')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSubmitTerm).toHaveBeenLastCalledWith('Teamleitung')
  })

  it('closes on a click elsewhere and on Escape', async () => {
    const { input } = await setup()
    await wait(0)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(screen.getByText('Anderswo'))
    expect(input.getAttribute('aria-expanded')).toBe('false')

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('only logs a failed request to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('stichwortsuche')) return Response.json(quickLinks)
      throw new TypeError('offline')
    })
    const { input } = await setup()
    await type(input, 'Führ')
    await wait(300)
    expect(error).toHaveBeenCalled()
    expect(optionTexts()).toEqual(['Zeitmanagement', 'Konfliktgespräche'])
    error.mockRestore()
  })
})
