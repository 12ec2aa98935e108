import { describe, expect, it } from 'vitest'

import { errorKind } from '@/features/errors/status'

describe('which error screen a status gets', () => {
  it('404 is the not-found screen, 500 the server-error screen', () => {
    expect(errorKind(404)).toBe('notFound')
    expect(errorKind(500)).toBe('server')
  })

  it.each([400, 401, 403, 418, 502, 503])('%i is an unknown error', (status) => {
    expect(errorKind(status)).toBe('unknown')
  })
})
