// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import { Assistant } from '@/features/programmes/components/Assistant.client'
import type { AssistantProgrammeView } from '@/features/programmes/types'
import type { SeminarDateView } from '@/features/seminars/types'

import { renderInLocale } from '../helpers/render-in-locale'
import { seminarDateView } from './fixtures/seminar-date-view'

function date(
  id: number,
  seminarId: number,
  seminarTitle: string,
  period: string,
  seatsLeft: number,
): SeminarDateView {
  return seminarDateView({
    id,
    seminarId,
    seminarCode: `FK-${seminarId}`,
    seminarTitle,
    seminarUrl: `/seminare/s-${seminarId}/`,
    startDate: '2027-03-01T08:00:00.000Z',
    endDate: '2027-03-02T08:00:00.000Z',
    period,
    locationId: 1,
    priceLabel: '1.490,00 €',
    seatsLeft,
  })
}

const PROGRAMME: AssistantProgrammeView = {
  id: 5,
  title: 'Erste Führungsrolle',
  intro: 'Neun Monate.',
  priceLabel: '5.900,00 €',
  modules: [
    {
      id: 'm1',
      title: 'Die neue Rolle',
      category: 'Pflichtmodul',
      seminars: [
        {
          id: 7,
          title: 'Neu als Führungskraft',
          url: '/seminare/neu/',
          dates: [
            date(11, 7, 'Neu als Führungskraft', '01.03.2027 – 02.03.2027', 3),
            date(12, 7, 'Neu als Führungskraft', '10.05.2027 – 11.05.2027', 0),
          ],
        },
        {
          id: 8,
          title: 'Führen ohne Erfahrung',
          url: '/seminare/ohne/',
          dates: [date(13, 8, 'Führen ohne Erfahrung', '05.04.2027', 4)],
        },
      ],
    },
    {
      id: 'm2',
      title: 'Gespräche führen',
      category: 'Wahlmodul',
      seminars: [
        {
          id: 9,
          title: 'Mitarbeitergespräche',
          url: '/seminare/gespraeche/',
          dates: [date(21, 9, 'Mitarbeitergespräche', '15.06.2027', 6)],
        },
      ],
    },
  ],
}

const OTHER: AssistantProgrammeView = {
  ...PROGRAMME,
  id: 6,
  title: 'Führen in Veränderung',
  modules: [{ ...PROGRAMME.modules[1], id: 'v1' }],
}

beforeEach(() => {
  localStorage.clear()
  useCartStore.setState(initialCartState)
})
afterEach(() => {
  cleanup()
  useCartStore.setState(initialCartState)
})

async function renderAssistant(programme = PROGRAMME) {
  renderInLocale(<Assistant programme={programme} cartHref="/warenkorb/" />)
  await screen.findByRole('heading', { name: 'Module wählen' })
}

const moduleGroup = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) })
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'In den Warenkorb' })
const radio = (group: HTMLElement, name: string | RegExp) =>
  within(group).getByRole<HTMLInputElement>('radio', { name })

async function chooseDates(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(moduleGroup('Die neue Rolle')).getByRole('radio', { name: 'Neu als Führungskraft' }),
  )
  await user.click(
    within(moduleGroup('Die neue Rolle')).getByRole('radio', { name: /^01\.03\.2027/ }),
  )
  await user.click(
    within(moduleGroup('Gespräche führen')).getByRole('radio', { name: 'Mitarbeitergespräche' }),
  )
  await user.click(
    within(moduleGroup('Gespräche führen')).getByRole('radio', { name: /^15\.06\.2027/ }),
  )
}

async function enterCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /^Anrede/ }), 'Frau')
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Zoë')
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Brandt')
  await user.type(
    screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }),
    'zoe.brandt@beispiel.de',
  )
  await user.type(screen.getByRole('textbox', { name: /^Firma/ }), 'Beispiel GmbH')
}

describe('programme assistant', () => {
  it('starts with one module entry per module and nothing selected', async () => {
    await renderAssistant()
    const { qualiProgrammData, modulauswahl } = useCartStore.getState().buchungAssistent
    expect(qualiProgrammData).toEqual({ id: '5', title: 'Erste Führungsrolle' })
    expect(
      modulauswahl.map((m) => [m._id, m.title, m.modul_kategorie, m.selected_seminar, m.termin]),
    ).toEqual([
      ['m1', 'Die neue Rolle', 'Pflichtmodul', null, null],
      ['m2', 'Gespräche führen', 'Wahlmodul', null, null],
    ])
    expect(screen.getAllByRole<HTMLInputElement>('radio').filter((r) => r.checked)).toEqual([])
    // Dates appear only once a seminar is chosen.
    expect(screen.queryByRole('group', { name: /^Termin/ })).toBeNull()
    expect(
      within(screen.getByTestId('assistant-summary')).getAllByText('noch kein Termin gewählt'),
    ).toHaveLength(2)
    expect(addButton().disabled).toBe(true)
  })

  it('writes the chosen seminar and date to the stored assistant; full dates cannot be chosen', async () => {
    const user = userEvent.setup()
    await renderAssistant()
    const group = moduleGroup('Die neue Rolle')
    await user.click(within(group).getByRole('radio', { name: 'Neu als Führungskraft' }))
    expect(useCartStore.getState().buchungAssistent.modulauswahl[0]).toMatchObject({
      selected_seminar: '7',
      termin: null,
    })
    expect(radio(group, /^10\.05\.2027/).disabled).toBe(true)
    expect(within(group).getByText('ausgebucht')).toBeTruthy()

    await user.click(within(group).getByRole('radio', { name: /^01\.03\.2027/ }))
    expect(useCartStore.getState().buchungAssistent.modulauswahl[0]).toMatchObject({
      selected_seminar: '7',
      termin: '11',
    })
    expect(
      within(screen.getByTestId('assistant-summary')).getByText(
        'Neu als Führungskraft: 01.03.2027 – 02.03.2027, Münster',
      ),
    ).toBeTruthy()

    // Another seminar drops the date of the first one.
    await user.click(within(group).getByRole('radio', { name: 'Führen ohne Erfahrung' }))
    expect(useCartStore.getState().buchungAssistent.modulauswahl[0]).toMatchObject({
      selected_seminar: '8',
      termin: null,
    })
  })

  it('enables "In den Warenkorb" only when every module has a date and the customer data is valid', async () => {
    const user = userEvent.setup()
    await renderAssistant()
    await enterCustomer(user)
    expect(addButton().disabled).toBe(true)
    await user.click(
      within(moduleGroup('Die neue Rolle')).getByRole('radio', { name: 'Neu als Führungskraft' }),
    )
    await user.click(
      within(moduleGroup('Die neue Rolle')).getByRole('radio', { name: /^01\.03\.2027/ }),
    )
    expect(addButton().disabled).toBe(true)
    expect(screen.getByText('Für 1 Modul fehlt noch ein Termin.')).toBeTruthy()
    await user.click(
      within(moduleGroup('Gespräche führen')).getByRole('radio', { name: 'Mitarbeitergespräche' }),
    )
    await user.click(
      within(moduleGroup('Gespräche führen')).getByRole('radio', { name: /^15\.06\.2027/ }),
    )
    expect(addButton().disabled).toBe(false)

    // An invalid e-mail address disables it again and shows its error after leaving the field.
    const email = screen.getByRole('textbox', { name: /^E-Mail-Adresse/ })
    await user.clear(email)
    await user.type(email, 'zoe@beispiel')
    await user.tab()
    expect(addButton().disabled).toBe(true)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(useCartStore.getState().buchungAssistent.kundendaten).toMatchObject({
      email: 'zoe@beispiel',
      vorname: 'Zoë',
    })
  })

  it('adds the programme as a qualifizierungsprogramm item numbered 100, then 101 for a second programme', async () => {
    const user = userEvent.setup()
    await renderAssistant()
    await chooseDates(user)
    await enterCustomer(user)
    await user.click(addButton())

    expect(
      await screen.findByText('Das Programm „Erste Führungsrolle“ liegt jetzt im Warenkorb.'),
    ).toBeTruthy()
    const cartLink = screen.getByRole('link', { name: 'Zum Warenkorb' })
    // next/link drops the trailing slash outside a Next app with trailingSlash.
    expect(cartLink.getAttribute('href')).toMatch(/^\/warenkorb\/?$/)
    expect(document.activeElement).toBe(cartLink)
    let cart = useCartStore.getState()
    expect(cart.warenkorb).toHaveLength(1)
    expect(cart.warenkorb[0]).toMatchObject({
      _id: '5',
      type: 'qualifizierungsprogramm',
      qpID: 100,
      teilnehmer: 1,
      modules: [
        {
          _id: 'm1',
          title: 'Die neue Rolle',
          modul_kategorie: 'Pflichtmodul',
          selected_seminar: '7',
          termin: '11',
        },
        {
          _id: 'm2',
          title: 'Gespräche führen',
          modul_kategorie: 'Wahlmodul',
          selected_seminar: '9',
          termin: '21',
        },
      ],
    })
    expect(cart.warenkorb[0].teilnehmerData[0]).toMatchObject({
      id: 1,
      anrede: 'Frau',
      vorname: 'Zoë',
      nachname: 'Brandt',
      email: 'zoe.brandt@beispiel.de',
      firma: 'Beispiel GmbH',
    })
    expect(JSON.parse(localStorage.getItem('warenkorb') ?? '{}').state.warenkorb).toHaveLength(1)

    cleanup()
    await renderAssistant(OTHER)
    // A new programme starts afresh; the customer data entered before stays.
    expect(useCartStore.getState().buchungAssistent.modulauswahl.map((m) => m.termin)).toEqual([
      null,
    ])
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Vorname/ }).value).toBe('Zoë')
    await user.click(
      within(moduleGroup('Gespräche führen')).getByRole('radio', { name: 'Mitarbeitergespräche' }),
    )
    await user.click(
      within(moduleGroup('Gespräche führen')).getByRole('radio', { name: /^15\.06\.2027/ }),
    )
    await user.click(addButton())
    cart = useCartStore.getState()
    expect(cart.warenkorb.map((item) => [item._id, item.qpID])).toEqual([
      ['5', 100],
      ['6', 101],
    ])
    expect(cart.qpCounter).toBe(102)
  })

  it('resumes a stored assistant of the same programme with its choices', async () => {
    const user = userEvent.setup()
    await renderAssistant()
    await user.click(
      within(moduleGroup('Die neue Rolle')).getByRole('radio', { name: 'Neu als Führungskraft' }),
    )
    await user.click(
      within(moduleGroup('Die neue Rolle')).getByRole('radio', { name: /^01\.03\.2027/ }),
    )
    cleanup()
    await renderAssistant()
    expect(radio(moduleGroup('Die neue Rolle'), /^01\.03\.2027/).checked).toBe(true)
    expect(useCartStore.getState().buchungAssistent.modulauswahl[0].termin).toBe('11')
  })
})
