import { describe, expect, it } from 'vitest'

import { whitepaperLinkMail } from '@/features/whitepapers/server/LinkMail'
import { whitepaperStaffMail } from '@/features/whitepapers/server/request-mail-texts'
import { WhitepaperRequests } from '@/features/whitepapers/request-collection'
import type { WhitepaperRequest } from '@/payload-types'

import { sampleInstitute } from '../helpers/mail-samples'
import baseline from './fixtures/whitepaper-request-baseline.json'
import { baselineDoc, exportCsv, withoutFunctions } from './fixtures/inbox-baseline'

/**
 * The whitepaper request's field table derives exactly what was written out by hand before it
 * existed (fixtures/whitepaper-request-baseline.json: inbox fields, CSV export, mails).
 */
describe('the whitepaper request field table', () => {
  const doc = baselineDoc as unknown as WhitepaperRequest
  const en = { ...doc, language: 'en', anrede: 'Frau', titel: null, emailBestaetigung: false }

  it('derives the inbox fields of whitepaper-requests as they were', () => {
    expect(withoutFunctions(WhitepaperRequests.fields)).toEqual(baseline.fields)
  })

  it('derives the CSV export as it was, in both languages', async () => {
    expect(await exportCsv(WhitepaperRequests, 'de')).toBe(baseline['csv-de'])
    expect(await exportCsv(WhitepaperRequests, 'en')).toBe(baseline['csv-en'])
  })

  it('derives the staff mail and the link mail as they were', async () => {
    expect(whitepaperStaffMail(doc, 'https://x/admin/7/')).toEqual(baseline.staff)
    expect(whitepaperStaffMail(en as WhitepaperRequest, 'https://x/admin/7/')).toEqual(
      baseline.staffEn,
    )
    const link = await whitepaperLinkMail({
      request: en as WhitepaperRequest,
      link: 'https://x/l',
      institute: sampleInstitute('en'),
    })
    expect(link.subject).toBe(baseline.link.subject)
    // The link mail now has a button whose address follows its label in the text alternative.
    for (const paragraph of baseline.link.text.split('\n\n'))
      expect(link.text).toContain(
        paragraph === 'https://x/l' ? 'Download the whitepaper https://x/l' : paragraph,
      )
  })
})
