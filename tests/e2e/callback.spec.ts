import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

/** What each language calls things in the callback block of the showcase page. */
const T = {
  de: {
    page: '/bausteine/',
    open: 'Termin wählen',
    picker: 'Wunschtermin für den Rückruf',
    termin: /^Wunschtermin für den Rückruf/,
    time: 'Uhrzeit',
    next: 'Nächster Monat',
    previous: 'Vorheriger Monat',
    select: 'Auswählen',
    cancel: 'Abbrechen',
    salutation: 'Frau',
    label: {
      anrede: /^Anrede/,
      vorname: /^Vorname/,
      nachname: /^Nachname/,
      telefon: /^Telefon/,
      plz: /^Postleitzahl/,
      email: /^E-Mail-Adresse/,
      mitteilung: /^Mitteilung/,
    },
    consent: /Datenschutzerklärung/,
    send: 'Absenden',
    thanks: 'Vielen Dank, wir rufen Sie an!',
    back: 'Zurück zum Formular',
    terminRequired: 'Bitte wählen Sie einen Termin für den Rückruf.',
  },
  en: {
    page: '/en/blocks/',
    open: 'Choose a time',
    picker: 'Preferred time for the call',
    termin: /^Preferred time for the call/,
    time: 'Time',
    next: 'Next month',
    previous: 'Previous month',
    select: 'Select',
    cancel: 'Cancel',
    salutation: 'Ms',
    label: {
      anrede: /^Salutation/,
      vorname: /^First name/,
      nachname: /^Last name/,
      telefon: /^Phone/,
      plz: /^Postcode/,
      email: /^Email address/,
      mitteilung: /^Message/,
    },
    consent: /privacy statement/,
    send: 'Send',
    thanks: 'Thank you, we will call you!',
    back: 'Back to the form',
    terminRequired: 'Please choose a time for the call.',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/** The clock is real: the window is computed from today in Münster, as the site computes it. */
function berlinToday(): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const [year, month, day] = parts.split('-').map(Number)
  return { year, month, day }
}
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000
const todayNumber = () => {
  const { year, month, day } = berlinToday()
  return Date.UTC(year, month - 1, day) / 86_400_000
}
const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay())
/** 'yyyy-MM-dd' → 'dd.MM.yyyy'. */
const shown = (iso: string) => iso.split('-').reverse().join('.')

/** Days since 1970-01-01 → 'yyyy-MM-dd'. */
const isoOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10)
/** Minutes since midnight in Münster now. */
const berlinMinutes = () => {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number)
  return hour * 60 + minute
}
/** A callback can be asked for from today up to ten days ahead, Monday to Friday, 07:00–20:00. */
const WINDOW_DAYS = 10
const LAST_SLOT = 20 * 60
/**
 * The weekdays from tomorrow to today + 10, which must all be selectable (today is so only while a
 * time is left).
 */
const windowWeekdays = () =>
  Array.from({ length: WINDOW_DAYS }, (_, i) => isoOf(todayNumber() + 1 + i)).filter(
    (iso) => !isWeekend(iso),
  )
/**
 * The day the picker starts on, and so the month it shows first: the first weekday of the window
 * with a time left.
 */
function firstSelectable(): string {
  const today = isoOf(todayNumber())
  return !isWeekend(today) && berlinMinutes() < LAST_SLOT ? today : windowWeekdays()[0]
}
/** Whether the window reaches into the month after the one the picker shows first. */
const windowReachesNextMonth = () =>
  isoOf(todayNumber() + WINDOW_DAYS).slice(0, 7) !== firstSelectable().slice(0, 7)

const callbackForm = (page: Page) =>
  page.locator('[data-block="callback"]').first().getByTestId('callback-form')
const pickerDialog = (page: Page, t: Texts) => page.getByRole('dialog', { name: t.picker })

/**
 * Every day cell the calendar shows now: its date, whether it belongs to the month shown, and
 * whether it can be chosen.
 */
async function visibleDays(
  dialog: Locator,
): Promise<{ date: string; inMonth: boolean; enabled: boolean }[]> {
  return dialog.locator('[role="grid"] [role="button"]').evaluateAll((cells) =>
    cells.map((cell) => ({
      date: cell.querySelector('[data-date]')?.getAttribute('data-date') ?? '',
      inMonth: !cell.hasAttribute('data-outside-month'),
      enabled: cell.getAttribute('aria-disabled') !== 'true',
    })),
  )
}

/**
 * Weekends are never selectable, and nothing before today or after ten days is; every weekday from
 * tomorrow to today + 10 that the month shown holds is selectable, and today is while a time is
 * left.
 */
async function expectOnlyWindowDaysEnabled(dialog: Locator) {
  const days = await visibleDays(dialog)
  expect(
    days.filter((day) => day.inMonth).length,
    'the days of the month shown',
  ).toBeGreaterThanOrEqual(28)
  const today = todayNumber()
  const minutes = berlinMinutes()
  for (const { date, inMonth, enabled } of days) {
    if (isWeekend(date)) expect(enabled, `${date} is a weekend`).toBe(false)
    const offset = dayNumber(date) - today
    if (offset < 0 || offset > WINDOW_DAYS)
      expect(enabled, `${date} lies outside the window`).toBe(false)
    else if (inMonth && !isWeekend(date)) {
      if (offset > 0) expect(enabled, `${date} is a weekday in the window`).toBe(true)
      // Today's last time is 20:00; the picker read the clock a moment before this test did.
      else if (Math.abs(minutes - LAST_SLOT) > 2)
        expect(enabled, `today, ${date}, at minute ${minutes} of the day`).toBe(minutes < LAST_SLOT)
    }
  }
  return days
}

async function fillTheRest(form: Locator, t: Texts) {
  await form.getByLabel(t.label.anrede).selectOption({ label: t.salutation })
  await form.getByLabel(t.label.vorname).fill('Zoë')
  await form.getByLabel(t.label.nachname).fill("O'Neill-Brandt")
  await form.getByLabel(t.label.telefon).fill('+49 251 123456')
  await form.getByLabel(t.label.plz).fill('48143')
  await form.getByLabel(t.label.email).fill('zoe.callback@beispiel.de')
  await form
    .getByLabel(t.label.mitteilung)
    .fill('Bitte rufen Sie mich wegen eines Inhouse-Seminars an.')
  await form.getByRole('checkbox', { name: t.consent }).check()
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: the callback picker offers weekdays in the next ten days, and the form is sent`, async ({
    page,
  }) => {
    await page.goto(t.page)
    const form = callbackForm(page)
    await form.getByRole('button', { name: t.send }).click()
    await expect(form.getByText(t.terminRequired)).toBeVisible()

    await form.getByRole('button', { name: t.open }).click()
    const dialog = pickerDialog(page, t)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: t.select, exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const days = await expectOnlyWindowDaysEnabled(dialog)
    const shownDays = [...days]
    expect(days.find((day) => day.inMonth)?.date.slice(0, 7), 'the month shown first').toBe(
      firstSelectable().slice(0, 7),
    )
    const next = dialog.getByRole('button', { name: t.next })
    const previous = dialog.getByRole('button', { name: t.previous })
    // The calendar goes as far as the window: into the next month only when today + 10 lies there.
    if (windowReachesNextMonth()) {
      await expect(next).toBeEnabled()
      await next.click()
      await expect(
        dialog.locator(`[data-date="${isoOf(todayNumber() + WINDOW_DAYS)}"]`),
      ).toBeVisible()
      shownDays.push(...(await expectOnlyWindowDaysEnabled(dialog)))
      await expect(next).toBeDisabled()
      await previous.click()
      await expect(dialog.locator(`[data-date="${firstSelectable()}"]`)).toBeVisible()
    } else {
      await expect(next).toBeDisabled()
    }
    // Between the two months, every weekday of the window was shown, selectable.
    for (const date of windowWeekdays())
      expect(
        shownDays.some((day) => day.date === date && day.inMonth && day.enabled),
        `${date} was offered`,
      ).toBe(true)
    const pick = days.find((day) => day.enabled)
    expect(pick, 'the month shown first holds a day to choose').toBeDefined()
    await dialog.locator(`[data-date="${pick!.date}"]`).click()

    const time = dialog.getByRole('combobox', { name: t.time })
    const options = await time
      .locator('option')
      .evaluateAll((list) => list.map((option) => option.textContent ?? ''))
    expect(options.length).toBeGreaterThan(0)
    expect(options.every((text) => /^(0[7-9]|1\d|20):(00|15|30|45)/.test(text))).toBe(true)
    const chosen = options[options.length - 1]
    await time.selectOption({ label: chosen })
    await dialog.getByRole('button', { name: t.select, exact: true }).click()
    await expect(dialog).toBeHidden()

    const termin = form.getByRole('textbox', { name: t.termin })
    await expect(termin).toHaveValue(`${shown(pick!.date)}, ${chosen.slice(0, 5)}`)
    await expect(form.getByText(t.terminRequired)).toBeHidden()

    // Cancelling a second choice keeps the first.
    await form.getByRole('button', { name: t.open }).click()
    await pickerDialog(page, t).getByRole('button', { name: t.cancel }).click()
    await expect(termin).toHaveValue(`${shown(pick!.date)}, ${chosen.slice(0, 5)}`)

    await fillTheRest(form, t)
    await form.getByRole('button', { name: t.send }).click()
    const thanks = form.getByRole('heading', { name: t.thanks })
    await expect(thanks).toBeVisible()
    await expect(thanks).toBeFocused()
    await expectNoAxeViolations(page)

    await form.getByRole('button', { name: t.back }).click()
    await expect(form.getByLabel(t.label.vorname)).toHaveValue('')
    await expect(form.getByRole('textbox', { name: t.termin })).toHaveValue('')
  })
}

test('de: the callback picker and form work with the keyboard alone', async ({ page }) => {
  const t = T.de
  await page.goto(t.page)
  const form = callbackForm(page)
  const trigger = form.getByRole('button', { name: t.open })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = pickerDialog(page, t)
  await expect(dialog).toBeVisible()

  // The focus starts on a day of the calendar; arrows walk to the next day that can be chosen.
  const focusedDay = dialog.locator('[role="grid"] [role="button"]:focus')
  await expect(focusedDay).toHaveCount(1)
  for (
    let step = 0;
    step < 12 && (await focusedDay.getAttribute('aria-disabled')) === 'true';
    step++
  )
    await page.keyboard.press('ArrowRight')
  if ((await focusedDay.getAttribute('aria-disabled')) !== 'true') {
    // Move one day on when the next one is selectable too, so the arrows are really used.
    await page.keyboard.press('ArrowRight')
    if ((await focusedDay.getAttribute('aria-disabled')) === 'true')
      await page.keyboard.press('ArrowLeft')
  }
  const iso = await focusedDay.locator('[data-date]').getAttribute('data-date')
  await page.keyboard.press('Enter')

  await page.keyboard.press('Tab')
  const time = dialog.getByRole('combobox', { name: t.time })
  await expect(time).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const chosen = (await time.locator('option:checked').textContent()) ?? ''
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: t.cancel })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: t.select, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(form.getByRole('textbox', { name: t.termin })).toHaveValue(
    `${shown(iso!)}, ${chosen.slice(0, 5)}`,
  )

  await fillTheRest(form, t)
  await form.getByRole('button', { name: t.send }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('heading', { name: t.thanks })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: t.back })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByLabel(t.label.vorname)).toBeVisible()
})
