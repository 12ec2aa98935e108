// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PasswordForm } from '@/features/portal/profile/components/PasswordForm.client'
import { ProfileForm } from '@/features/portal/profile/components/ProfileForm.client'

import { renderInLocale } from '../helpers/render-in-locale'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

let answer: () => Promise<Response>
let fetchMock: ReturnType<typeof vi.fn>
const sent = (call = 0) => ({
  url: fetchMock.mock.calls[call][0],
  message: JSON.parse(String((fetchMock.mock.calls[call][1] as RequestInit).body)).message,
})

beforeEach(() => {
  answer = async () => Response.json({ status: 'ok' })
  fetchMock = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetchMock)
  refresh.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

const values = {
  anrede: 'Frau',
  vorname: 'Katrin',
  nachname: 'Beispiel',
  firma: 'Beispielwerk GmbH',
  telefon: '+49 251 987654',
}

function renderForms(locale: 'de' | 'en' = 'de') {
  renderInLocale(
    <>
      <h2 id="contact">Kontakt</h2>
      <ProfileForm
        values={values}
        email="katrin@example.com"
        labelledBy="contact"
        loginHref="/login/?return=%2Fkundenportal%2Fprofil%2F"
      />
      <h2 id="password">Passwort</h2>
      <PasswordForm
        email="katrin@example.com"
        labelledBy="password"
        loginHref="/login/?return=%2Fkundenportal%2Fprofil%2F"
      />
    </>,
    locale,
  )
  return userEvent.setup()
}

const contactForm = () => within(screen.getByTestId('profile-form'))
const passwordForm = () => within(screen.getByTestId('password-form'))
/** The error the control points to (TextField's `<id>-error`), if one is shown. */
const errorOf = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)[0]
}

describe('contact details form', () => {
  it('starts with the stored values, marks required fields and shows the e-mail read-only with its note', () => {
    renderForms()
    expect((contactForm().getByRole('radio', { name: 'Frau' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(
      (contactForm().getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value,
    ).toBe('Katrin')
    expect(
      (contactForm().getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).required,
    ).toBe(true)
    expect(
      (contactForm().getByRole('textbox', { name: 'Firma' }) as HTMLInputElement).required,
    ).toBe(false)
    const email = contactForm().getByRole('textbox', { name: 'E-Mail-Adresse' }) as HTMLInputElement
    expect(email.readOnly).toBe(true)
    expect(email.value).toBe('katrin@example.com')
    expect(
      document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/ändert sie unser Team/)
  })

  // Alike the test below by shape only: each test checks its own form.
  it('sends nothing while a field is invalid and names the problem next to it', async () => {
    const user = renderForms()
    const telefon = contactForm().getByRole('textbox', { name: 'Telefon' })
    await user.clear(telefon)
    await user.type(telefon, 'abends')
    await user.clear(contactForm().getByRole('textbox', { name: 'Nachname' }))
    await user.click(contactForm().getByRole('button', { name: 'Kontaktdaten speichern' }))
    await waitFor(() => expect(errorOf(telefon)).toMatch(/^Bitte geben Sie nur Ziffern ein/))
    expect(errorOf(contactForm().getByRole('textbox', { name: 'Nachname' }))).toBe(
      'Bitte geben Sie den Nachnamen ein.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('saves the changes, confirms, keeps the values and refreshes the page data', async () => {
    const user = renderForms()
    const telefon = contactForm().getByRole('textbox', { name: 'Telefon' })
    await user.clear(telefon)
    await user.type(telefon, '+49 251 000111')
    await user.click(contactForm().getByRole('button', { name: 'Kontaktdaten speichern' }))
    expect(await contactForm().findByRole('status')).toHaveProperty(
      'textContent',
      'Ihre Kontaktdaten sind gespeichert.',
    )
    expect(sent()).toEqual({
      url: '/api/json-api/kundenportal/profil/',
      message: { ...values, telefon: '+49 251 000111' },
    })
    expect((telefon as HTMLInputElement).value).toBe('+49 251 000111')
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s field errors, and says so when the session has ended or saving failed', async () => {
    const user = renderForms()
    const save = () =>
      user.click(contactForm().getByRole('button', { name: 'Kontaktdaten speichern' }))
    answer = async () =>
      Response.json(
        { status: 'error', errors: { vorname: 'forms.error.vorname-validate' } },
        { status: 400 },
      )
    await save()
    await waitFor(() =>
      expect(errorOf(contactForm().getByRole('textbox', { name: 'Vorname' }))).toMatch(
        /^Der Vorname darf nur Buchstaben/,
      ),
    )
    answer = async () => Response.json({ status: 'error', code: 'unauthorized' }, { status: 401 })
    await save()
    expect(
      await contactForm().findByRole('link', { name: 'melden Sie sich erneut an' }),
    ).toHaveProperty('pathname', '/login/')
    answer = async () => Response.json({ status: 'error', code: 'busy' }, { status: 503 })
    await save()
    expect(await contactForm().findByText(/konnte gerade nicht gespeichert werden/)).toBeTruthy()
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('password form', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    repeat: string,
  ) => {
    await user.type(passwordForm().getByLabelText(/^Bisheriges Passwort/), current)
    await user.type(passwordForm().getByLabelText(/^Neues Passwort\*?$/), next)
    await user.type(passwordForm().getByLabelText(/^Neues Passwort wiederholen/), repeat)
    await user.click(passwordForm().getByRole('button', { name: 'Passwort ändern' }))
  }

  it('checks length and repetition in the browser before sending anything', async () => {
    const user = renderForms()
    await fill(user, 'altes-passwort-1', 'kurz', 'kurz')
    await waitFor(() =>
      expect(errorOf(passwordForm().getByLabelText(/^Neues Passwort\*?$/))).toBe(
        'Das neue Passwort braucht mindestens 10 Zeichen.',
      ),
    )
    const next = passwordForm().getByLabelText(/^Neues Passwort\*?$/)
    await user.type(next, '-und-länger')
    await user.click(passwordForm().getByRole('button', { name: 'Passwort ändern' }))
    await waitFor(() =>
      expect(errorOf(passwordForm().getByLabelText(/^Neues Passwort wiederholen/))).toBe(
        'Die Wiederholung stimmt nicht mit dem neuen Passwort überein.',
      ),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends current and new password (not the repetition), then empties the fields and confirms', async () => {
    const user = renderForms()
    await fill(user, 'altes-passwort-1', 'neues-passwort-1', 'neues-passwort-1')
    expect(await passwordForm().findByRole('status')).toHaveProperty(
      'textContent',
      'Ihr Passwort ist geändert. Auf anderen Geräten sind Sie jetzt abgemeldet.',
    )
    expect(sent()).toEqual({
      url: '/api/json-api/kundenportal/passwort/',
      message: { currentPassword: 'altes-passwort-1', newPassword: 'neues-passwort-1' },
    })
    for (const input of passwordForm().getAllByLabelText(/Passwort/))
      expect((input as HTMLInputElement).value).toBe('')
  })

  it('shows a wrong current password next to that field and keeps what was typed', async () => {
    answer = async () =>
      Response.json(
        {
          status: 'error',
          errors: { currentPassword: 'portal.profilePage.error.currentPassword-wrong' },
        },
        { status: 400 },
      )
    const user = renderForms()
    await fill(user, 'falsch-geraten-1', 'neues-passwort-1', 'neues-passwort-1')
    const current = passwordForm().getByLabelText(/^Bisheriges Passwort/)
    await waitFor(() => expect(errorOf(current)).toMatch(/^Das bisherige Passwort stimmt nicht/))
    expect((passwordForm().getByLabelText(/^Neues Passwort\*?$/) as HTMLInputElement).value).toBe(
      'neues-passwort-1',
    )
  })

  it('speaks English on the English page', async () => {
    const user = renderForms('en')
    expect(passwordForm().getByText('At least 10 characters.')).toBeTruthy()
    await user.click(passwordForm().getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(errorOf(passwordForm().getByLabelText(/^Current password/))).toBe(
        'Please enter your current password.',
      ),
    )
    expect(contactForm().getByRole('button', { name: 'Save contact details' })).toBeTruthy()
  })
})
