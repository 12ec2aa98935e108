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

const sortedIn = (locale: string, names: string[]) =>
  [...names].sort(new Intl.Collator(locale).compare)

describe('country names', () => {
  // The German and English orders below are alike by shape only: each language states its own first
  // names.
  it('lists the six first countries as ordered, then the rest by their German name', () => {
    const names = Object.values(countryNames('de'))
    expect(names.slice(0, 6)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
      'Niederlande',
      'Belgien',
      'Polen',
    ])
    const rest = names.slice(6)
    expect(rest).toEqual(sortedIn('de', rest))
    expect(rest.slice(0, 3)).toEqual(['Afghanistan', 'Ägypten', 'Ålandinseln'])
    // Not by code: the Emirates (AE) no longer come second, Andorra (AD) no longer first.
    expect(rest.indexOf('Vereinigte Arabische Emirate')).toBeGreaterThan(rest.indexOf('Andorra'))
  })

  it('lists the rest by their English name on English pages', () => {
    const names = Object.values(countryNames('en'))
    expect(names.slice(0, 6)).toEqual([
      'Germany',
      'Austria',
      'Switzerland',
      'Netherlands',
      'Belgium',
      'Poland',
    ])
    const rest = names.slice(6)
    expect(rest).toEqual(sortedIn('en', rest))
    expect(rest.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania'])
    expect(rest.at(-1)).toBe('Zimbabwe')
  })

  it('names every offered country in both languages, the six first countries first', () => {
    expect(countryNames('de').AT).toBe('Österreich')
    expect(countryNames('en').AT).toBe('Austria')
    expect(Object.keys(countryNames('de')).sort()).toEqual([...COUNTRY_CODES].sort())
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
    expect(optionTexts()[6]).toBe('Afghanistan (server)')
    expect(optionTexts()).toHaveLength(COUNTRY_CODES.length)
  })

  it('without them (a form in a dialog, opened later) it names the countries in the form’s language itself', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{}}>
        <CountrySelect />
      </NextIntlClientProvider>,
    )
    expect(optionTexts().slice(0, 3)).toEqual(['Germany', 'Austria', 'Switzerland'])
    expect(optionTexts().slice(6, 8)).toEqual(['Afghanistan', 'Åland Islands'])
  })
})
