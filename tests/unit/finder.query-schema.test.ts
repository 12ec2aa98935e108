import { describe, expect, it } from 'vitest'

import { finderSearch, hasFilters, parseFinderQuery } from '@/features/finder/schemas'

const fields = (raw: Record<string, string | string[]>) =>
  parseFinderQuery(raw).errors.map((error) => error.field)

describe('catalogue filters from the query string', () => {
  it('reads every filter, trims values and treats empty ones as absent', () => {
    expect(
      parseFinderQuery({
        q: ' Konflikt ',
        code: ' FK-101 ',
        seminarthema: '4',
        ort: '2',
        zeit: '2027-01',
        format: 'blended',
        dauer: '2',
        preis_von: '500',
        preis_bis: '1500',
        sortierung: 'preis_absteigend',
        seite: '3',
      }),
    ).toEqual({
      query: {
        q: 'Konflikt',
        code: 'FK-101',
        seminarthema: 4,
        ort: 2,
        zeit: '2027-01',
        format: 'blended',
        dauer: 2,
        preis_von: 500,
        preis_bis: 1500,
        sortierung: 'preis_absteigend',
        seite: 3,
      },
      errors: [],
    })
    expect(parseFinderQuery({ q: '', seminarthema: '  ', zeit: '' })).toEqual({
      query: { sortierung: 'datum', seite: 1 },
      errors: [],
    })
  })

  it('takes "online" as a place and ignores unknown parameters such as tracking tags', () => {
    expect(parseFinderQuery({ ort: 'online', utm_source: 'mail' }).query).toEqual({
      ort: 'online',
      sortierung: 'datum',
      seite: 1,
    })
  })

  it('names each refused parameter and keeps the valid ones', () => {
    const { query, errors } = parseFinderQuery({ seminarthema: 'abc', ort: '2', zeit: '2027-13' })
    expect(errors.map((error) => error.field)).toEqual(['seminarthema', 'zeit'])
    expect(query).toEqual({ ort: 2, sortierung: 'datum', seite: 1 })
    expect(fields({ ort: '-3' })).toEqual(['ort'])
    expect(fields({ ort: 'Mond' })).toEqual(['ort'])
    expect(fields({ code: 'FK 101; DROP' })).toEqual(['code'])
    expect(fields({ format: 'hybrid' })).toEqual(['format'])
    expect(fields({ dauer: '9' })).toEqual(['dauer'])
    expect(fields({ preis_von: '-1', preis_bis: '1e9' })).toEqual(['preis_von', 'preis_bis'])
    expect(fields({ sortierung: 'beliebt' })).toEqual(['sortierung'])
    expect(fields({ seite: '0' })).toEqual(['seite'])
    expect(fields({ q: 'x' })).toEqual(['q'])
    expect(fields({ q: 'x'.repeat(81) })).toEqual(['q'])
  })

  it('refuses a price range whose upper bound lies below the lower one', () => {
    const { query, errors } = parseFinderQuery({ preis_von: '900', preis_bis: '500' })
    expect(errors).toEqual([{ field: 'preis_bis', message: 'Must not be below preis_von' }])
    expect(query.preis_von).toBe(900)
    expect(query.preis_bis).toBeUndefined()
  })

  it('counts a parameter given twice with its first value', () => {
    expect(parseFinderQuery({ dauer: ['1', '3'] }).query.dauer).toBe(1)
  })
})

describe('result page URLs', () => {
  it('list the filters in a fixed order and leave out date order and the first page', () => {
    const { query } = parseFinderQuery({ zeit: '2027-01', seminarthema: '4', sortierung: 'datum' })
    expect(finderSearch(query)).toBe('?seminarthema=4&zeit=2027-01')
    expect(finderSearch(query, { seite: 2 })).toBe('?seminarthema=4&zeit=2027-01&seite=2')
    expect(finderSearch({ sortierung: 'bewertung', seite: 1 })).toBe('?sortierung=bewertung')
    expect(finderSearch({ sortierung: 'datum', seite: 1 })).toBe('')
  })

  it('tell filtered results from the whole catalogue (order and page do not filter)', () => {
    expect(hasFilters(parseFinderQuery({ sortierung: 'preis', seite: '2' }).query)).toBe(false)
    expect(hasFilters(parseFinderQuery({ format: 'online' }).query)).toBe(true)
  })
})
