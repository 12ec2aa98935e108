// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SignUpForm, type SignUpLabels } from '@/features/waiting-list/components/SignUpForm.client'

import { renderInLocale } from '../helpers/render-in-locale'

const labels: SignUpLabels = {
  open: 'Auf die Warteliste',
  openLabel: 'Auf die Warteliste für den Termin 12.03.2031',
  title: 'Warteliste für den Termin 12.03.2031',
  intro: 'Der Termin ist ausgebucht.',
  name: 'Name',
  email: 'E-Mail',
  participants: 'Anzahl Teilnehmende',
  consent: 'Ich habe die Datenschutzerklärung gelesen.',
  submit: 'Eintragen',
  sending: 'Wird gesendet …',
  failed: 'Das hat leider nicht geklappt.',
  rateLimited: 'Zu viele Anfragen.',
  close: 'Schließen',
  done: 'Sie stehen auf Platz {position} der Warteliste.',
  errors: {
    default: 'Bitte prüfen Sie Ihre Eingabe.',
    'forms.error.name-required': 'Bitte geben Sie Ihren Namen ein.',
    'forms.error.datenschutz-required': 'Bitte stimmen Sie zu.',
  },
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

afterEach(() => vi.restoreAllMocks())

describe('the waiting-list sign-up dialog', () => {
  it('opens from the keyboard, shows the server’s field errors at their fields and the place after sending', async () => {
    const user = userEvent.setup()
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() =>
        answer(400, {
          status: 'error',
          errors: {
            name: 'forms.error.name-required',
            datenschutz: 'forms.error.datenschutz-required',
          },
        }),
      )
      .mockImplementationOnce(() => answer(200, { status: 'ok', position: 3 }))
    renderInLocale(<SignUpForm kind="waitingList" targetId={42} labels={labels} />)

    const open = screen.getByRole('button', { name: labels.openLabel })
    open.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: labels.title })
    await user.click(screen.getByRole('button', { name: 'Eintragen' }))
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(dialog.textContent).toContain('Bitte geben Sie Ihren Namen ein.')
    expect(dialog.textContent).toContain('Bitte stimmen Sie zu.')

    await user.type(name, 'Wilma Wartend')
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'wilma@firma.example')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Eintragen' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sie stehen auf Platz 3 der Warteliste.',
    )
    const sent = JSON.parse(String(fetch.mock.calls[1][1]?.body))
    expect(sent.message).toMatchObject({
      formType: 'wartelisteForm',
      seminarDate: 42,
      name: 'Wilma Wartend',
      email: 'wilma@firma.example',
      teilnehmer: 1,
      datenschutz: true,
      video_url: '',
    })
  })

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup()
    renderInLocale(
      <SignUpForm kind="dateAlert" targetId={7} labels={{ ...labels, openLabel: undefined }} />,
    )
    const open = screen.getByRole('button', { name: labels.open })
    await user.click(open)
    await screen.findByRole('dialog')
    await act(() => user.keyboard('{Escape}'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(open)
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull()
  })
})
