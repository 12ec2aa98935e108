// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { useCountryOptions } from '@/features/forms/client/useCountryOptions'
import {
  COUNTRIES_NAMESPACE,
  COUNTRY_CODES,
  countryName,
  countryNames,
} from '@/features/forms/options'

function CountrySelect() {
  const countries = useCountryOptions()
  return (
    <select aria-label="Land">
      {countries.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </select>
  )
}

const optionTexts = () =>
  [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Land' }).options].map(
    (option) => option.text,
  )

describe('country names', () => {
  it('names every offered country in both languages, the six first countries first', () => {
    expect(countryNames('de').AT).toBe('Österreich')
    expect(countryNames('en').AT).toBe('Austria')
    expect(Object.keys(countryNames('de'))).toEqual([...COUNTRY_CODES])
    expect(Object.keys(countryNames('de')).slice(0, 6)).toEqual([
      'DE',
      'AT',
      'CH',
      'NL',
      'BE',
      'PL',
    ])
    // A code Intl does not know stays as it is.
    expect(countryName('not a code', 'de')).toBe('not a code')
  })

  it('the form uses the names the server handed over', () => {
    const names = Object.fromEntries(
      Object.entries(countryNames('de')).map(([code, name]) => [code, `${name} (server)`]),
    )
    render(
      <NextIntlClientProvider locale="de" messages={{ [COUNTRIES_NAMESPACE]: names }}>
        <CountrySelect />
      </NextIntlClientProvider>,
    )
    expect(optionTexts().slice(0, 2)).toEqual(['Deutschland (server)', 'Österreich (server)'])
    expect(optionTexts()).toHaveLength(COUNTRY_CODES.length)
  })

  it('without them (a form in a dialog, opened later) it names the countries in the form’s language itself', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{}}>
        <CountrySelect />
      </NextIntlClientProvider>,
    )
    expect(optionTexts().slice(0, 3)).toEqual(['Germany', 'Austria', 'Switzerland'])
  })
})
