import { describe, expect, it } from 'vitest'

import { finderTarget } from '@/features/finder/target-url'

const codes = ['FK-101', 'KOM-210', 'PM-7']

describe('finderTarget: where a submitted finder goes', () => {
  it('sends a known seminar code to the result page, whatever its case and spacing', () => {
    expect(finderTarget({ searchTerm: 'FK-101' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/?code=FK-101',
    )
    expect(finderTarget({ searchTerm: '  fk-101 ' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/?code=FK-101',
    )
    expect(finderTarget({ searchTerm: 'kom-210' }, codes, 'en')).toBe(
      '/en/seminars/find-your-seminar/?code=KOM-210',
    )
  })

  it('sends any other term to the result page as a keyword, trimmed and encoded', () => {
    expect(finderTarget({ searchTerm: ' Führung ' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/?q=F%C3%BChrung',
    )
    expect(finderTarget({ searchTerm: 'FK-10' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/?q=FK-10',
    )
    expect(finderTarget({ searchTerm: 'conflict & change' }, codes, 'en')).toBe(
      '/en/seminars/find-your-seminar/?q=conflict+%26+change',
    )
  })

  it('sends a topic, a place or a month to the result page as its filter', () => {
    expect(finderTarget({ seminarthema: '4' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/?seminarthema=4',
    )
    expect(finderTarget({ ort: '2' }, codes, 'en')).toBe('/en/seminars/find-your-seminar/?ort=2')
    expect(finderTarget({ zeit: '2027-01' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/?zeit=2027-01',
    )
  })

  it('shows all dates when nothing was chosen', () => {
    expect(finderTarget({ searchTerm: '   ', ort: '' }, codes, 'de')).toBe(
      '/seminare/seminarfinder/',
    )
    expect(finderTarget({}, codes, 'en')).toBe('/en/seminars/find-your-seminar/')
  })
})
