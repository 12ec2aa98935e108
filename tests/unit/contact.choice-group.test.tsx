// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { ChoiceGroup, splitChoices, toggleChoice } from '@/components/ui/form/ChoiceGroup'

const OPTIONS = [
  { value: 'Offene Seminare', label: 'Open seminars' },
  { value: 'Coachings', label: 'Coaching' },
  { value: 'Sonstiges', label: 'Something else' },
]

/** The group with its value kept in state and shown, as a form would hold it. */
function Harness({
  initial = '',
  error,
  required,
}: {
  initial?: string
  error?: string
  required?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <ChoiceGroup
        name="info"
        legend="Topics"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        error={error}
        required={required}
      />
      <output data-testid="value">{value}</output>
    </>
  )
}

const value = () => screen.getByTestId('value').textContent
const pill = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

describe('ChoiceGroup (pills)', () => {
  it('joins the chosen values with a comma in the order of the list', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(pill('Something else'))
    await user.click(pill('Open seminars'))
    expect(value()).toBe('Offene Seminare,Sonstiges')
    expect(pill('Open seminars').checked).toBe(true)
    expect(pill('Coaching').checked).toBe(false)
    await user.click(pill('Something else'))
    expect(value()).toBe('Offene Seminare')
  })

  it('is reached with Tab and toggled with Space', async () => {
    const user = userEvent.setup()
    render(<Harness initial="Coachings" />)
    expect(pill('Coaching').checked).toBe(true)
    await user.tab()
    expect(document.activeElement).toBe(pill('Open seminars'))
    await user.keyboard(' ')
    await user.tab()
    expect(document.activeElement).toBe(pill('Coaching'))
    await user.keyboard(' ')
    expect(value()).toBe('Offene Seminare')
    await user.keyboard(' ')
    expect(value()).toBe('Offene Seminare,Coachings')
  })

  it('names the group by its legend and tells an error to screen readers', () => {
    render(<Harness required error="Please choose at least one topic." />)
    const group = screen.getByRole('group', { name: 'Topics' })
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('Please choose at least one topic.')
    expect(described?.parentElement?.getAttribute('aria-live')).toBe('polite')
    expect(group.querySelector('legend')?.textContent).toBe('Topics*')
    expect(pill('Coaching').getAttribute('aria-invalid')).toBe('true')
  })

  it('splits and toggles joined values, ignoring blanks', () => {
    expect(splitChoices(' Coachings , ,Sonstiges')).toEqual(['Coachings', 'Sonstiges'])
    expect(splitChoices('')).toEqual([])
    expect(toggleChoice('Sonstiges', 'Coachings', OPTIONS)).toBe('Coachings,Sonstiges')
    expect(toggleChoice('Coachings,Sonstiges', 'Coachings', OPTIONS)).toBe('Sonstiges')
  })
})
