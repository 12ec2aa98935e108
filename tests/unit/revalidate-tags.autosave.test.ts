import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
const invalidatePublicPaths = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag }))
vi.mock('@/features/errors/public-path-index', () => ({ invalidatePublicPaths }))

const { revalidateTags } = await import('@/hooks/revalidateTags')

const request = (query: Record<string, unknown>) =>
  ({ query, payload: { logger: { debug: vi.fn() } } }) as unknown as PayloadRequest

describe('revalidateTags and the admin’s autosave', () => {
  beforeEach(() => {
    revalidateTag.mockClear()
    invalidatePublicPaths.mockClear()
  })

  it('leaves cached pages alone while an editor types (autosave writes a draft only)', () => {
    revalidateTags(['pages'], request({ autosave: 'true', draft: 'true' }))
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(invalidatePublicPaths).not.toHaveBeenCalled()
  })

  it('expires them on a save or publish by hand', () => {
    revalidateTags(['pages', 'catalogue'], request({ draft: 'true' }))
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['pages', 'catalogue'])
    expect(invalidatePublicPaths).toHaveBeenCalledOnce()
  })
})
