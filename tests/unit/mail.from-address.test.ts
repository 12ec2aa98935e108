import { afterEach, describe, expect, it } from 'vitest'

import { fromAddress } from '@/lib/mail/adapter'

const saved = { MAIL_FROM: process.env.MAIL_FROM, SITE_URL: process.env.SITE_URL }

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

describe('the sender of every mail', () => {
  it('is noreply@ the site’s host without MAIL_FROM', () => {
    delete process.env.MAIL_FROM
    process.env.SITE_URL = 'https://www.institut-muenster.example'
    expect(fromAddress()).toBe('noreply@www.institut-muenster.example')
  })

  it('is MAIL_FROM when set', () => {
    process.env.MAIL_FROM = ' seminare@institut-muenster.example '
    expect(fromAddress()).toBe('seminare@institut-muenster.example')
  })

  it('stops the start with a clear message when MAIL_FROM is no address', () => {
    process.env.MAIL_FROM = 'Institut <seminare@institut-muenster.example>'
    expect(() => fromAddress()).toThrow(
      'MAIL_FROM is not an e-mail address: "Institut <seminare@institut-muenster.example>"',
    )
  })
})
