// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CallbackForm } from '@/blocks/Callback/Component.client'

import { renderInLocale } from '../helpers/render-in-locale'

vi.mock('next/navigation', () => ({ usePathname: () => '/bausteine/' }))

// happy-dom's document is no instance of window.Document, so react-aria's dialog would not see the
// calendar's focused day inside it and take the focus itself; browsers have no such gap.
const documentClass = document.constructor
if (!(document instanceof window.Document))
  Object.defineProperty(window, 'Document', { configurable: true, value: documentClass })

/** Friday 27 November 2026, 19:50 in Münster (CET = UTC+1): only 20:00 is left today. */
const FRIDAY_EVENING = new Date('2026-11-27T18:50:00Z')
/** Tuesday 24 November 2026, 10:00 in Münster. */
const TUESDAY_MORNING = new Date('2026-11-24T09:00:00Z')

function renderAt(now: Date, locale: 'de' | 'en' = 'de') {
  // Only the clock is fixed; timers stay real so that react-aria and user-event run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now })
  const user = userEvent.setup()
  const { container } = renderInLocale(<CallbackForm locale={locale} gtmId={null} />, locale)
  return { user, container }
}

afterEach(() => vi.useRealTimers())

const dialog = () => screen.getByRole('dialog')
/** A day's cell (role button inside the grid) by its ISO date. */
const day = (iso: string) => {
  const cell = dialog().querySelector(`[data-date="${iso}"]`)?.closest('[role="button"]')
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell for ${iso}`)
  return cell
}
const isUnavailable = (iso: string) => day(iso).getAttribute('aria-disabled') === 'true'
const hiddenTermin = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="hidden"][name="termin"]')!
const visibleTermin = () => screen.getByRole('textbox', { name: /^Wunschtermin für den Rückruf/ })
const timeOptions = () =>
  within(dialog()).getByRole('combobox', { name: 'Uhrzeit' }).querySelectorAll('option')

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Termin wählen' }))
  return screen.findByRole('dialog', { name: 'Wunschtermin für den Rückruf' })
}

// Each test walks through the dialog as a person would; that takes a few seconds on a busy machine.
describe('callback date picker', { timeout: 20_000 }, () => {
  it('on a Friday at 19:50 offers today with 20:00 only, no weekend and nothing after ten days', async () => {
    const { user } = renderAt(FRIDAY_EVENING)
    await openPicker(user)
    expect(isUnavailable('2026-11-26')).toBe(true)
    expect(isUnavailable('2026-11-28')).toBe(true)
    expect(isUnavailable('2026-11-29')).toBe(true)
    await user.click(day('2026-11-27'))
    expect([...timeOptions()].map((option) => option.textContent)).toEqual(['20:00 Uhr'])

    await user.click(within(dialog()).getByRole('button', { name: 'Nächster Monat' }))
    expect(isUnavailable('2026-12-07')).toBe(false)
    expect(isUnavailable('2026-12-08')).toBe(true)
    expect(within(dialog()).getByRole('button', { name: 'Nächster Monat' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('offers 07:00 to 20:00 in 15-minute steps on a later weekday, and no year choice', async () => {
    const { user } = renderAt(TUESDAY_MORNING)
    await openPicker(user)
    expect(within(dialog()).queryAllByRole('combobox')).toHaveLength(0)
    await user.click(day('2026-11-26'))
    // The only choice besides the day is the time: no year (or month) select.
    expect(within(dialog()).getAllByRole('combobox')).toHaveLength(1)
    const times = [...timeOptions()].map((option) => option.textContent)
    expect(times).toHaveLength(53)
    expect(times.slice(0, 3)).toEqual(['07:00 Uhr', '07:15 Uhr', '07:30 Uhr'])
    expect(times.at(-1)).toBe('20:00 Uhr')
    expect(within(dialog()).getByText('November 2026')).toBeTruthy()
    // Today (Tuesday 10:00) offers only the times still ahead.
    await user.click(day('2026-11-24'))
    expect(timeOptions()[0].textContent).toBe('10:15 Uhr')
  })

  it('shows the select button only once a day is chosen and fills both the field and the hidden termin', async () => {
    const { user, container } = renderAt(TUESDAY_MORNING)
    await openPicker(user)
    expect(within(dialog()).queryByRole('button', { name: 'Auswählen' })).toBeNull()
    await user.click(day('2026-11-30'))
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Uhrzeit' }),
      '14:30 Uhr',
    )
    await user.click(within(dialog()).getByRole('button', { name: 'Auswählen' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(visibleTermin()).toHaveProperty('value', '30.11.2026, 14:30')
    expect(hiddenTermin(container).value).toBe('30.11.2026, 14:30')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Termin wählen' }))
  })

  it('keeps the earlier choice when cancelled', async () => {
    const { user, container } = renderAt(TUESDAY_MORNING)
    await openPicker(user)
    await user.click(day('2026-11-25'))
    await user.click(within(dialog()).getByRole('button', { name: 'Auswählen' }))
    expect(hiddenTermin(container).value).toBe('25.11.2026, 07:00')

    await openPicker(user)
    expect(day('2026-11-25').closest('td')?.getAttribute('aria-selected')).toBe('true')
    await user.click(day('2026-12-02'))
    await user.click(within(dialog()).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(visibleTermin()).toHaveProperty('value', '25.11.2026, 07:00')
    expect(hiddenTermin(container).value).toBe('25.11.2026, 07:00')
  })

  it('works with the keyboard alone and starts on the first day that can be chosen', async () => {
    // Friday 20:00: today is over, so the calendar starts on Monday.
    const { user, container } = renderAt(new Date('2026-11-27T19:00:00Z'))
    screen.getByRole('button', { name: 'Termin wählen' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog')
    expect(isUnavailable('2026-11-27')).toBe(true)
    // The dialog is loaded lazily; the calendar moves the focus in an effect after it appears.
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-30')))
    await user.keyboard('{ArrowRight}{Enter}')
    await user.tab()
    expect(document.activeElement).toBe(within(dialog()).getByRole('combobox', { name: 'Uhrzeit' }))
    await user.selectOptions(document.activeElement as HTMLSelectElement, '09:00 Uhr')
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Auswählen' }))
    await user.keyboard('{Enter}')
    expect(hiddenTermin(container).value).toBe('01.12.2026, 09:00')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Termin wählen' }))
  })

  it('validates the termin as soon as it is chosen and shows the error under the picker', async () => {
    const { user } = renderAt(TUESDAY_MORNING)
    await user.click(screen.getByRole('button', { name: 'Absenden' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(screen.getByText('Bitte wählen Sie einen Termin für den Rückruf.')).toBeTruthy()
    await openPicker(user)
    await user.click(day('2026-11-26'))
    await user.click(within(dialog()).getByRole('button', { name: 'Auswählen' }))
    expect(screen.queryByText('Bitte wählen Sie einen Termin für den Rückruf.')).toBeNull()
    expect(visibleTermin().getAttribute('aria-invalid')).toBeNull()
  })

  it('names months and weekdays in English on English pages, weeks from Monday', async () => {
    const { user } = renderAt(TUESDAY_MORNING, 'en')
    await user.click(screen.getByRole('button', { name: 'Choose a time' }))
    const picker = await screen.findByRole('dialog', { name: 'Preferred time for the call' })
    expect(within(picker).getByText('November 2026')).toBeTruthy()
    const weekdays = [...picker.querySelectorAll('th')].map((header) => header.textContent)
    expect(weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(day('2026-11-26').getAttribute('aria-label')).toMatch(/Thursday,? 26 November 2026/)
    await user.click(day('2026-11-26'))
    expect(within(picker).getByRole('button', { name: 'Select' })).toBeTruthy()
  })
})
