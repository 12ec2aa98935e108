// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CallbackForm } from '@/blocks/Callback/Component.client'
import { callbackRequestSchema } from '@/features/callback/schema'

import {
  describedText,
  inputByLabel,
  mockFetchAnswers,
  pushesSentEventOnlyWithMarketingConsent,
  rateLimitedAnswer,
  startEachTestWithoutConsent,
} from '../helpers/browser'
import { renderInLocale } from '../helpers/render-in-locale'

vi.mock('next/navigation', () => ({ usePathname: () => '/bausteine/' }))

/** The keys of docs/behaviour/entities.md "Callback message". */
const CALLBACK_KEYS = [
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'abteilung',
  'firma',
  'telefon',
  'plz',
  'email',
  'video_url',
  'termin',
  'mitteilung',
  'medium',
  'medium_other',
  'emailBestaetigung',
  'formType',
  'requestPage',
  'datenschutz',
]

const { answers, fetchMock, sentBody } = mockFetchAnswers()
startEachTestWithoutConsent()
beforeEach(() => {
  // Tuesday 24 November 2026, 10:00 in Münster; only the clock is fixed, timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') })
})
afterEach(() => vi.useRealTimers())

function renderForm(gtmId: string | null = null) {
  renderInLocale(<CallbackForm locale="de" gtmId={gtmId} />)
}

const box = inputByLabel
const sendButton = () => screen.getByRole('button', { name: 'Absenden' })
const errorOf = describedText

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(box(/^Anrede/), 'Frau')
  await user.selectOptions(box(/^Titel/), 'Dr.')
  await user.type(box(/^Vorname/), 'Zoë')
  await user.type(box(/^Nachname/), "O'Neill-Brandt")
  await user.type(box(/^Firma/), 'Beispiel GmbH')
  await user.type(box(/^Telefon/), '+49 251 123456')
  await user.type(box(/^Postleitzahl/), '48143')
  await user.type(box(/^E-Mail-Adresse/), 'zoe@beispiel.de')
  await user.click(screen.getByRole('button', { name: 'Termin wählen' }))
  const picker = await screen.findByRole('dialog')
  await user.click(picker.querySelector('[data-date="2026-11-26"]')!)
  await user.selectOptions(within(picker).getByRole('combobox', { name: 'Uhrzeit' }), '14:30 Uhr')
  await user.click(within(picker).getByRole('button', { name: 'Auswählen' }))
  await user.type(box(/^Mitteilung/), 'Es geht um ein Inhouse-Seminar.')
  await user.selectOptions(box(/^Wie sind Sie/), 'Sonstige')
  await user.type(box(/^Sonstiges, und zwar/), 'Messe')
  await user.click(screen.getByRole('checkbox', { name: /Bestätigung per E-Mail/ }))
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
}

describe('callback form', { timeout: 30_000 }, () => {
  it('sends the documented callback message, shows success, starts empty again', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => {}
    answers.push(() => new Promise((resolve) => (answer = resolve)))
    renderForm()
    await fillValid(user)
    await user.click(sendButton())

    const sending = await screen.findByRole('button', { name: 'Wird gesendet …' })
    expect(sending).toHaveProperty('disabled', true)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/json-api/callback/')
    const { message } = sentBody()
    expect(Object.keys(message).sort()).toEqual([...CALLBACK_KEYS].sort())
    expect(message).toMatchObject({
      formType: 'callbackForm',
      anrede: 'Frau',
      titel: 'Dr.',
      termin: '26.11.2026, 14:30',
      medium: 'Sonstige',
      medium_other: 'Messe',
      emailBestaetigung: true,
      datenschutz: true,
      video_url: '',
      requestPage: '/bausteine/',
    })
    expect(callbackRequestSchema.safeParse(sentBody()).success).toBe(true)

    answer(Response.json({ status: 'ok' }))
    const heading = await screen.findByRole('heading', { name: 'Vielen Dank, wir rufen Sie an!' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/Rückrufwunsch erhalten/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    expect(box(/^Vorname/).value).toBe('')
    expect(screen.getByRole('textbox', { name: /^Wunschtermin/ })).toHaveProperty('value', '')
    expect(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toHaveProperty(
      'checked',
      false,
    )
  })

  it('sends nothing when invalid and moves to the first error after 100 ms', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(box(/^Vorname/), 'Zoë')
    await user.click(sendButton())
    const salutation = box(/^Anrede/)
    await waitFor(() => expect(errorOf(salutation)).toBe('Bitte wählen Sie eine Anrede.'))
    expect(document.activeElement).not.toBe(salutation)
    await waitFor(() => expect(document.activeElement).toBe(salutation))
    expect(errorOf(screen.getByRole('textbox', { name: /^Wunschtermin/ }))).toContain(
      'Bitte wählen Sie einen Termin für den Rückruf.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the error view when sending fails and keeps the entries for another try', async () => {
    const user = userEvent.setup()
    answers.push(async () => Response.json({ status: 'error' }, { status: 500 }))
    renderForm()
    await fillValid(user)
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Ihr Rückrufwunsch konnte nicht gesendet werden.' })
    expect(screen.getByText(/Ihre Eingaben bleiben im Formular erhalten/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    expect(box(/^Vorname/).value).toBe('Zoë')
    expect(screen.getByRole('textbox', { name: /^Wunschtermin/ })).toHaveProperty(
      'value',
      '26.11.2026, 14:30',
    )
  })

  it('asks to wait when the server throttles', async () => {
    const user = userEvent.setup()
    answers.push(rateLimitedAnswer)
    renderForm()
    await fillValid(user)
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Ihr Rückrufwunsch konnte nicht gesendet werden.' })
    expect(screen.getByText(/Bitte warten Sie einige Minuten/)).toBeTruthy()
  })

  it('puts the server’s field errors on their fields', async () => {
    const user = userEvent.setup()
    answers.push(async () =>
      Response.json(
        { status: 'error', errors: { termin: 'forms.error.termin-validate' } },
        { status: 400 },
      ),
    )
    renderForm()
    await fillValid(user)
    await user.click(sendButton())
    const termin = screen.getByRole('textbox', { name: /^Wunschtermin/ })
    await waitFor(() =>
      expect(errorOf(termin)).toContain('Bitte wählen Sie einen Werktag in den nächsten 10 Tagen'),
    )
    await waitFor(() => expect(document.activeElement).toBe(termin))
  })
})

describe('callback form: data-layer event', { timeout: 30_000 }, () => {
  pushesSentEventOnlyWithMarketingConsent('callbackformular-abgeschickt', async (gtmId) => {
    const user = userEvent.setup()
    renderForm(gtmId)
    await fillValid(user)
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Vielen Dank, wir rufen Sie an!' })
  })
})
