import type { Payload } from 'payload'

import { handleOfferAccept } from '@/features/waiting-list/server/accept'
import { handleWaitingListRequest } from '@/features/waiting-list/server/signup'
import type { WaitingListEntry } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import { booking, seminarItem } from './booking.fixtures'
import { mailsFor, send } from './forms.fixtures'

export const SIGNUP_PATH = '/api/json-api/warteliste/'
export const ACCEPT_PATH = '/api/json-api/warteliste/annehmen/'

let person = 0
/** The waiting-list form as the seminar page sends it, for a distinct person. */
export function signUp(dateId: number, overrides: Record<string, unknown> = {}) {
  person += 1
  return {
    formType: 'wartelisteForm',
    seminarDate: dateId,
    name: `Wanda Warte${'x'.repeat(person % 7)}`,
    email: `wanda${person}@firma.example`,
    teilnehmer: 1,
    video_url: '',
    requestPage: '/seminare/verhandeln/',
    datenschutz: true,
    ...overrides,
  }
}

/** Signs up through the endpoint's handler (as many clients as there are calls). */
export const join = (payload: Payload, message: Record<string, unknown>, address = '203.0.113.9') =>
  send(handleWaitingListRequest, payload, SIGNUP_PATH, { message }, { 'X-Forwarded-For': address })

/** The entries of a date in queue order (relations as ids). */
export async function entriesOf(payload: Payload, dateId: number): Promise<WaitingListEntry[]> {
  const { docs } = await payload.find({
    collection: 'waiting-list-entries',
    where: { seminarDate: { equals: dateId } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
}

/** The token in an entry's offer mail (the link's fragment); null when none was queued. */
export async function offerToken(payload: Payload, entryId: number): Promise<string | null> {
  const mails = await mailsFor(payload, `waiting-list:${entryId}:offer:`)
  const match = mails.at(-1)?.text.match(/#token=([A-Za-z0-9_-]{22})/)
  return match?.[1] ?? null
}

/** Books an offer through the accept endpoint, with as many participants as `seats`. */
export function accept(
  payload: Payload,
  token: string,
  dateId: number,
  seats: number,
  address = '203.0.113.9',
) {
  const message = { token, booking: booking([seminarItem(dateId, seats)]) }
  return send(handleOfferAccept, payload, ACCEPT_PATH, { message }, { 'X-Forwarded-For': address })
}

/** Cancels a booking as staff do in the admin (its seats go back, then to the waiting list). */
export const cancel = (payload: Payload, id: number) =>
  payload.update({
    collection: 'bookings',
    id,
    data: { status: 'cancelled' },
    overrideAccess: true,
    context: noRevalidate,
  })
