import { describe, expect, it } from 'vitest'

import { CallbackRequests } from '@/features/callback/collection'
import { callbackStaffMail, callbackVisitorMail } from '@/features/callback/server/mail-texts'
import type { CallbackRequest } from '@/payload-types'

import { sampleInstitute } from '../helpers/mail-samples'
import baseline from './fixtures/callback-baseline.json'
import { baselineDoc, exportCsv, withoutFunctions } from './fixtures/inbox-baseline'
import { expectBodyAsBefore } from './fixtures/mail-baseline'

/**
 * The callback field table derives exactly what was written out by hand before it existed
 * (fixtures/callback-baseline.json: inbox fields, CSV export in its own order, mails).
 */
describe('the callback field table', () => {
  const doc = baselineDoc as unknown as CallbackRequest
  const en = { ...doc, language: 'en', anrede: 'Frau', titel: null, emailBestaetigung: false }

  it('derives the inbox fields of callback-requests as they were', () => {
    expect(withoutFunctions(CallbackRequests.fields)).toEqual(baseline.fields)
  })

  it('derives the CSV export as it was, in both languages', async () => {
    expect(await exportCsv(CallbackRequests, 'de')).toBe(baseline['csv-de'])
    expect(await exportCsv(CallbackRequests, 'en')).toBe(baseline['csv-en'])
  })

  it('derives the staff mail and the visitor confirmation as they were', async () => {
    expect(callbackStaffMail(doc, 'https://x/admin/7/')).toEqual(baseline.staff)
    expect(callbackStaffMail(en as CallbackRequest, 'https://x/admin/7/')).toEqual(baseline.staffEn)
    const institute = sampleInstitute('de')
    expectBodyAsBefore(await callbackVisitorMail(doc, institute), baseline.visitorDe)
    expectBodyAsBefore(
      await callbackVisitorMail(en as CallbackRequest, institute),
      baseline.visitorEn,
    )
  })
})
