import { afterEach, describe, expect, it } from 'vitest'

import { mediaUrl } from '@/components/ui/CmsImage'

describe('public URLs of stored files', () => {
  afterEach(() => {
    delete process.env.IMAGE_BASE_URL
    delete process.env.SITE_URL
  })

  it('makes Payload’s absolute file URLs site-relative and drops the slash after the file name', () => {
    process.env.SITE_URL = 'https://seminare.example'
    expect(mediaUrl('https://seminare.example/api/media/file/room-800x500.jpg/')).toBe(
      '/api/media/file/room-800x500.jpg',
    )
    expect(mediaUrl('/api/media/file/room.jpg')).toBe('/api/media/file/room.jpg')
  })

  it('prefixes IMAGE_BASE_URL when one is configured', () => {
    process.env.SITE_URL = 'https://seminare.example'
    process.env.IMAGE_BASE_URL = 'https://cdn.example/'
    expect(mediaUrl('https://seminare.example/api/media/file/room.jpg/')).toBe(
      'https://cdn.example/api/media/file/room.jpg',
    )
  })

  it('leaves foreign absolute URLs alone and has nothing for no file', () => {
    expect(mediaUrl('https://elsewhere.example/x.png')).toBe('https://elsewhere.example/x.png')
    expect(mediaUrl(null)).toBeNull()
  })
})
