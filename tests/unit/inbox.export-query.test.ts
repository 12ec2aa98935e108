import { describe, expect, it } from 'vitest'

import { exportQuery } from '@/features/forms/inbox/exportQuery'

describe('inbox export link', () => {
  it('carries the list filter to the export and leaves paging and sorting behind', () => {
    const search =
      '?limit=10&page=3&sort=-createdAt&where[or][0][and][0][status][equals]=done&where[or][0][and][1][email][like]=firma'
    const query = new URLSearchParams(exportQuery(search))
    expect([...query.keys()]).toEqual([
      'where[or][0][and][0][status][equals]',
      'where[or][0][and][1][email][like]',
    ])
    expect(query.get('where[or][0][and][0][status][equals]')).toBe('done')
  })

  it('carries the list search, so the export holds only the rows the search finds', () => {
    const query = new URLSearchParams(
      exportQuery('?search=M%C3%BCller&page=2&where[status][equals]=new'),
    )
    expect(query.get('search')).toBe('Müller')
    expect(query.get('where[status][equals]')).toBe('new')
    expect(query.has('page')).toBe(false)
    expect(exportQuery('?search=')).toBe('')
  })

  it('exports everything when the list is not filtered', () => {
    expect(exportQuery('?limit=10&page=1')).toBe('')
    expect(exportQuery('')).toBe('')
  })
})
