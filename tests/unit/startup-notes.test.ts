import { afterEach, describe, expect, it, vi } from 'vitest'

import { startupNotes } from '@/lib/startup-notes'

describe('what a server start notes about its settings', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('names a missing SITE_URL (with the address used instead) and a missing SMTP_URL', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('PORT', '3400')
    const notes = startupNotes()
    expect(notes).toHaveLength(2)
    expect(notes[0]).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3400,/)
    expect(notes[1]).toMatch(/^SMTP_URL is not set: mails are written to var\/mail\//)
  })

  it('says nothing when both are set', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.de')
    vi.stubEnv('SMTP_URL', 'smtp://mail.example.de:587')
    expect(startupNotes()).toEqual([])
  })

  it('names only what is missing', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.de')
    vi.stubEnv('SMTP_URL', '')
    expect(startupNotes()).toEqual([expect.stringMatching(/^SMTP_URL is not set/)])
  })
})
