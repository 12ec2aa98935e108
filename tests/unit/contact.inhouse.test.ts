import { describe, expect, it } from 'vitest'

import { inhouseEnquiryHref, inhouseEnquiryMessage } from '@/features/contact/inhouse'

describe('the in-house enquiry link', () => {
  it('opens the contact page of the language with the seminar in the query', () => {
    const href = inhouseEnquiryHref('de', { code: 'FK-12', title: 'Führung kompakt' })
    expect(href).toBe('/kontakt/?inhouse=FK-12&seminar=F%C3%BChrung+kompakt')
    expect(inhouseEnquiryHref('en', { code: 'FK-12', title: 'Leading' })).toMatch(
      /^\/en\/contact-us\/\?inhouse=FK-12&/,
    )
  })

  it('prefills the message in the form’s language, naming the seminar', () => {
    const search = '?inhouse=FK-12&seminar=F%C3%BChrung+kompakt'
    expect(inhouseEnquiryMessage('de', search)).toMatch(
      /^Inhouse-Anfrage: Wir interessieren uns für das Seminar „Führung kompakt“ \(FK-12\)/,
    )
    expect(inhouseEnquiryMessage('en', search)).toMatch(
      /^In-house enquiry: we would like the seminar “Führung kompakt” \(FK-12\)/,
    )
  })

  it('ignores pages without an enquiry and tames what the query carries', () => {
    expect(inhouseEnquiryMessage('de', '')).toBeNull()
    expect(inhouseEnquiryMessage('de', '?seminar=Nur+ein+Titel')).toBeNull()
    const long = inhouseEnquiryMessage('de', `?inhouse=${'X'.repeat(50)}%0A%0D&seminar=a%00b`)
    expect(long).toContain(`(${'X'.repeat(20)})`)
    expect(long).not.toMatch(/[\u0000-\u001f]/)
  })
})
