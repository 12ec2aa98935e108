// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { WhitepaperCardAction } from '@/blocks/Whitepapers/Component.client'
import { initialWhitepaperState, useWhitepaperStore } from '@/features/whitepapers/store'

import { renderInLocale } from '../helpers/render-in-locale'

vi.mock('next/navigation', () => ({ usePathname: () => '/knowledge-center/' }))

const TITLE = 'Die ersten 100 Tage als Führungskraft'
const CODE = 'RXJzdGUxMDBUYWdlQ29kZQ'
let answers: (() => Promise<Response>)[]
let fetchMock: ReturnType<typeof vi.fn>
const requestCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/json-api/whitepaper/')
const sentMessage = () => JSON.parse(String((requestCalls()[0][1] as RequestInit).body)).message

beforeEach(() => {
  localStorage.clear()
  answers = []
  fetchMock = vi.fn(async () =>
    (answers.shift() ?? (async () => Response.json({ status: 'success', id: 3, code: CODE })))(),
  )
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  useWhitepaperStore.setState(initialWhitepaperState)
})

async function openForm() {
  renderInLocale(<WhitepaperCardAction id={3} title={TITLE} locale="de" />)
  fireEvent.click(screen.getByRole('button', { name: /Whitepaper herunterladen/ }))
  return screen.findByRole('dialog')
}

const sendButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Whitepaper anfordern' })

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (name: RegExp) => within(dialog).getByLabelText(name)
  await user.selectOptions(field(/^Anrede/), 'Frau')
  await user.selectOptions(field(/^Titel/), 'Dr.')
  await user.type(field(/^Vorname/), 'Zoë')
  await user.type(field(/^Nachname/), "O'Neill-Brandt")
  await user.type(field(/^Firma/), 'Beispiel GmbH')
  await user.type(field(/^Straße/), 'Prinzipalmarkt 1')
  await user.type(field(/^Postleitzahl/), '48143')
  await user.type(field(/^Ort/), 'Münster')
  await user.selectOptions(field(/^Land/), 'AT')
  await user.type(field(/^E-Mail/), 'zoe@beispiel.de')
  await user.click(within(dialog).getByRole('checkbox', { name: /Datenschutzerklärung/ }))
}

describe('whitepaper request form', () => {
  it('sends the request of docs/behaviour/entities.md#whitepaper-request, stores the returned code and unlocks the download', async () => {
    const user = userEvent.setup()
    const dialog = await openForm()
    await fillValid(user, dialog)
    await user.click(sendButton(dialog))

    await waitFor(() => expect(requestCalls()).toHaveLength(1))
    expect(sentMessage()).toEqual({
      formType: 'whitepaperKontaktForm',
      downloadId: 3,
      anrede: 'Frau',
      titel: 'Dr.',
      vorname: 'Zoë',
      nachname: "O'Neill-Brandt",
      abteilung: '',
      firma: 'Beispiel GmbH',
      strasse: 'Prinzipalmarkt 1',
      plz: '48143',
      ort: 'Münster',
      land: 'AT',
      email: 'zoe@beispiel.de',
      video_url: '',
      requestPage: '/knowledge-center/',
      datenschutz: true,
    })
    const unlocked = await within(dialog).findByRole('heading', {
      name: 'Der Download ist nun freigeschaltet',
    })
    expect(
      within(dialog).getByText(
        'Den Link zum Download haben wir Ihnen zusätzlich per E-Mail geschickt.',
      ),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /PDF herunterladen/ })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(unlocked))
    expect(useWhitepaperStore.getState().codes).toEqual({ 3: CODE })
    expect(JSON.parse(localStorage.getItem('whitepaper') ?? '{}').state.codes).toEqual({ 3: CODE })
  })

  it('focuses the first field with an error 100 ms after a send with an invalid form, and sends nothing', async () => {
    const dialog = await openForm()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const salutation = within(dialog).getByLabelText(/^Anrede/)
    fireEvent.click(sendButton(dialog))
    await act(() => vi.advanceTimersByTimeAsync(99))
    expect(salutation.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('Bitte wählen Sie eine Anrede.')).toBeTruthy()
    expect(within(dialog).getByText('Bitte geben Sie die Postleitzahl ein.')).toBeTruthy()
    expect(document.activeElement).not.toBe(salutation)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(document.activeElement).toBe(salutation)
    expect(requestCalls()).toHaveLength(0)
    expect(useWhitepaperStore.getState().codes).toEqual({})
  })

  // Alike the contact and callback form tests by shape only: each form's test sends its own errors.
  it('shows the server’s field errors in the form and keeps it locked', async () => {
    const user = userEvent.setup()
    answers.push(async () =>
      Response.json(
        { status: 'error', errors: { email: 'forms.error.email-validate' } },
        { status: 400 },
      ),
    )
    const dialog = await openForm()
    await fillValid(user, dialog)
    await user.click(sendButton(dialog))
    expect(
      await within(dialog).findByText(/^Bitte geben Sie eine gültige E-Mail-Adresse ein/),
    ).toBeTruthy()
    expect(
      within(dialog)
        .getByLabelText(/^E-Mail/)
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(useWhitepaperStore.getState().codes).toEqual({})
  })

  it('shows the error view with a way back to the filled form when sending fails', async () => {
    const user = userEvent.setup()
    answers.push(async () => new Response('oops', { status: 500 }))
    const dialog = await openForm()
    await fillValid(user, dialog)
    await user.click(sendButton(dialog))
    expect(
      await within(dialog).findByRole('heading', {
        name: 'Ihre Nachricht konnte nicht gesendet werden.',
      }),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Zurück zum Formular' }))
    expect((within(dialog).getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Zoë')
    expect(useWhitepaperStore.getState().codes).toEqual({})
  })
})
