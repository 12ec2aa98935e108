import { describe, expect, it } from 'vitest'

import { csvDateTime, csvOption, csvYesNo, staffLanguage } from '@/features/forms/inbox/csv-values'

describe('values of an inbox export in the staff member’s language', () => {
  it('writes a moment as the Berlin day and time, dd.MM.yyyy in German and dd/MM/yyyy in English', () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time).
    expect(csvDateTime('2026-03-31T23:30:00.000Z', 'de')).toBe('01.04.2026, 01:30')
    expect(csvDateTime('2026-03-31T23:30:00.000Z', 'en')).toBe('01/04/2026, 01:30')
    expect(csvDateTime(null, 'de')).toBe('')
  })

  it('writes an option by its label, and a value without one as it is', () => {
    const options = [
      { value: 'new', label: { de: 'Neu', en: 'New' } },
      { value: 'x', label: 'X' },
    ]
    expect(csvOption(options, 'new', 'de')).toBe('Neu')
    expect(csvOption(options, 'new', 'en')).toBe('New')
    expect(csvOption(options, 'x', 'en')).toBe('X')
    expect(csvOption(options, 'gone', 'de')).toBe('gone')
    expect(csvOption(options, null, 'de')).toBe('')
  })

  it('says yes or no in words', () => {
    expect([csvYesNo(true, 'de'), csvYesNo(false, 'de')]).toEqual(['Ja', 'Nein'])
    expect([csvYesNo(true, 'en'), csvYesNo(undefined, 'en')]).toEqual(['Yes', 'No'])
  })

  it('takes the admin language Payload chose for the request, German unless English', () => {
    expect(staffLanguage({ i18n: { language: 'en' } } as never)).toBe('en')
    expect(staffLanguage({ i18n: { language: 'de' } } as never)).toBe('de')
    expect(staffLanguage({} as never)).toBe('de')
  })
})
