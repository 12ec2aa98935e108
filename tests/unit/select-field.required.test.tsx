// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SelectField } from '@/components/ui/form/SelectField'

const countries = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
]

describe('a required select', () => {
  it('that always holds a value is announced as required without the HTML attribute, which the standard allows only with an empty first option', () => {
    render(<SelectField name="land" label="Land" required options={countries} />)
    const select = screen.getByRole('combobox', { name: /Land/ })
    expect(select.hasAttribute('required')).toBe(false)
    expect(select.getAttribute('aria-required')).toBe('true')
  })

  it('with an empty first option keeps the required attribute', () => {
    render(
      <SelectField
        name="anrede"
        label="Anrede"
        required
        placeholder="Bitte wählen"
        options={countries}
      />,
    )
    const select = screen.getByRole('combobox', { name: /Anrede/ })
    expect(select.hasAttribute('required')).toBe(true)
    expect(select.hasAttribute('aria-required')).toBe(false)
  })
})
