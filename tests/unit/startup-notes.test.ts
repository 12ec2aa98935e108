import { describe, expect, it } from 'vitest'

import { startupNotes } from '@/lib/startup-notes'

describe('what a server start notes about its settings', () => {
  it('names a missing SITE_URL (with the address used instead) and a missing SMTP_URL', () => {
    const notes = startupNotes({ PORT: '3400' })
    expect(notes).toHaveLength(2)
    expect(notes[0]).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3400/)
    expect(notes[1]).toMatch(/^SMTP_URL is not set: mails are written to var\/mail\//)
  })

  it('says nothing when both are set', () => {
    expect(startupNotes({ SITE_URL: 'https://www.example.de', SMTP_URL: 'smtp://mail.example.de:587' })).toEqual([])
  })
})
