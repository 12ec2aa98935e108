import { describe, expect, it } from 'vitest'

import { NewsletterSubscriptions } from '@/features/newsletter/collection'

import { exportCsv, withoutFunctions } from './fixtures/inbox-baseline'
import baseline from './fixtures/newsletter-baseline.json'

/**
 * The newsletter field table derives exactly what was written out by hand before it existed
 * (fixtures/newsletter-baseline.json: inbox fields and the CSV export in its own order).
 */
describe('the newsletter field table', () => {
  const doc = {
    id: 9,
    createdAt: '2026-03-02T09:30:00.000Z',
    subscription: 'confirmed',
    confirmedAt: '2026-03-03T10:00:00.000Z',
    spam: false,
    language: 'en',
    requestPage: '/en/news/',
    email: 'k@beispiel.de',
    interessen: 'Seminartermine,Praxisimpulse',
    anrede: 'Firma',
    vorname: 'Kai',
    nachname: 'Berg',
  }

  it('derives the inbox fields of newsletter-subscriptions as they were', () => {
    expect(withoutFunctions(NewsletterSubscriptions.fields)).toEqual(baseline.fields)
  })

  it('derives the CSV export as it was, in both languages', async () => {
    expect(await exportCsv(NewsletterSubscriptions, 'de', doc)).toBe(baseline['csv-de'])
    expect(await exportCsv(NewsletterSubscriptions, 'en', doc)).toBe(baseline['csv-en'])
  })
})
