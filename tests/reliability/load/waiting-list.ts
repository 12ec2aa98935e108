import { randomUUID } from 'node:crypto'

import type { AdminApi } from './admin'
import { percentile } from './load'
import { MARKER_DOMAIN } from './requests'
import type { FakeSmtp } from './smtp'

/**
 * The waiting list under load (issue 29): sign-ups to full dates, cancellations that free seats,
 * offer mails while the SMTP server is down for part of it, and the offers accepted (every third
 * twice at once, as a double click). Afterwards: no date overbooked, its seat count equal to its
 * bookings and held seats, no entry offered twice, every offer mail delivered exactly once.
 */

const DATES = 20
const SEATS = 6
const CONCURRENCY = 50
const ROUNDS = 6
const DAY_MS = 86_400_000

type Entry = {
  id: number
  email: string
  teilnehmer: number
  waitingStatus: 'waiting' | 'offered' | 'booked' | 'expired'
  seatsHeld?: number | null
  seminarDate: number
  bookingNumber?: string | null
}
type BookingDoc = {
  id: number
  status: string
  seatsReleased?: boolean
  items?: { seminarDate?: number | null; participants?: unknown[] }[]
}

export type WaitingListFigures = {
  signUps: number
  acknowledged: number
  busy: number
  p50: number
  p99: number
  cancellations: number
  offers: number
  offerMails: number
  acceptances: number
  secondClicksRefused: number
  duplicateOfferMails: number
  overbookedDates: number
  seconds: number
}

type Sent = { status: number; body: Record<string, unknown>; ms: number }

/** Posts `{message}` to one of the site's endpoints, again while it answers 503 or drops. */
async function post(
  base: string,
  path: string,
  message: unknown,
): Promise<Sent & { busy: number }> {
  let busy = 0
  for (let attempt = 0; ; attempt++) {
    const started = performance.now()
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(60_000),
      })
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
      if (response.status !== 503 || attempt > 40)
        return { status: response.status, body, ms: performance.now() - started, busy }
      busy++
    } catch (error) {
      if (attempt > 40) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++
        results[index] = await tasks[index]()
      }
    }),
  )
  return results
}

/** A booking request of `count` participants on `dateId` (the booking form's shape). */
function booking(dateId: number, count: number, email: string) {
  const person = (i: number) => ({
    anrede: 'Frau',
    vorname: 'Wanda',
    nachname: 'Warte',
    email: `p${i}.${email}`,
    land: 'DE',
  })
  return {
    language: 'de',
    idempotencyKey: randomUUID(),
    kind: 'buchung',
    items: [
      { type: 'seminar', dateId, participants: Array.from({ length: count }, (_, i) => person(i)) },
    ],
    contact: { anrede: 'Frau', vorname: 'Wanda', nachname: 'Warte', email, telefon: '0251 1234' },
    billing: { strasse: 'Ring 2', plz: '48143', ort: 'Münster', land: 'DE' },
    comment: '',
    datenschutz: true,
    agb: true,
    video_url: '',
  }
}

/** Waits until `done` holds, polling; false after `ms`. */
async function until(done: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await done()) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return done()
}

/** The waiting-list phase on a running site; `total` sign-ups spread over DATES full dates. */
export async function runWaitingListLoad(
  base: string,
  api: AdminApi,
  smtp: FakeSmtp,
  sampleDateId: number,
  total: number,
): Promise<{ figures: WaitingListFigures; problems: string[] }> {
  const started = performance.now()
  const problems: string[] = []
  const { seminar, location } = await api.call<{ seminar: number; location: number }>(
    `/api/seminar-dates/${sampleDateId}?depth=0`,
  )
  const dateIds: number[] = []
  for (let i = 0; i < DATES; i++) {
    const start = new Date(Date.now() + (40 + i) * DAY_MS).toISOString()
    const { doc } = await api.call<{ doc: { id: number } }>('/api/seminar-dates', {
      method: 'POST',
      body: { seminar, location, startDate: start, price: 990, currency: 'EUR', seatsTotal: SEATS },
    })
    dateIds.push(doc.id)
  }
  const fill = dateIds.flatMap((dateId) =>
    Array.from(
      { length: SEATS },
      (_, i) => () =>
        post(
          base,
          '/api/json-api/buchung/',
          booking(dateId, 1, `fill-${dateId}-${i}@${MARKER_DOMAIN}`),
        ),
    ),
  )
  await pool(fill, CONCURRENCY)
  const bookingsOf = () =>
    api.all<BookingDoc>(
      'bookings',
      `where[items.seminarDate][in]=${dateIds.join(',')}&select[status]=true&select[items]=true&select[seatsReleased]=true`,
    )
  const original = (await bookingsOf()).map((b) => b.id)

  // SMTP down for the sign-ups' first 70 % and the cancellations in the middle of them.
  await smtp.down()
  const mailsBefore = smtp.received.length
  let cancellations = 0
  const cancel = async (ids: number[]) => {
    await pool(
      ids.map((id) => async () => {
        await api.call(`/api/bookings/${id}`, { method: 'PATCH', body: { status: 'cancelled' } })
        cancellations++
      }),
      10,
    )
  }
  const latencies: number[] = []
  let busy = 0
  let acknowledged = 0
  let middle: Promise<void> = Promise.resolve()
  const signUps = Array.from({ length: total }, (_, i) => async () => {
    if (i === Math.floor(total / 2)) middle = cancel(original.filter((_, k) => k % 2 === 0))
    if (i === Math.floor(total * 0.7)) await smtp.up()
    const answer = await post(base, '/api/json-api/warteliste/', {
      formType: 'wartelisteForm',
      seminarDate: dateIds[i % DATES],
      name: 'Wanda Warte',
      email: `wl-${i}@${MARKER_DOMAIN}`,
      teilnehmer: 1 + (i % 2),
      video_url: '',
      requestPage: '/seminare/',
      datenschutz: true,
    })
    busy += answer.busy
    latencies.push(answer.ms)
    if (answer.status === 200) acknowledged++
    else problems.push(`sign-up ${i}: ${answer.status} ${JSON.stringify(answer.body)}`)
  })
  await pool(signUps, CONCURRENCY)
  await middle
  await smtp.up()

  const entriesNow = () =>
    api.all<Entry>('waiting-list-entries', `where[seminarDate][in]=${dateIds.join(',')}`)
  const offerMailOf = (email: string) =>
    smtp.received.slice(mailsBefore).filter((m) => m.rcpt.includes(email) && m.token)
  let acceptances = 0
  let refused = 0
  for (let round = 0; round < ROUNDS; round++) {
    // Every offer's mail arrives (the outbox retries what failed while SMTP was down).
    const offered = (await entriesNow()).filter((e) => e.waitingStatus === 'offered')
    const delivered = await until(
      () => offered.every((entry) => offerMailOf(entry.email).length > 0),
      120_000,
    )
    if (!delivered) problems.push(`round ${round}: offer mails missing after 120 s`)
    const results = await pool(
      offered.map((entry, i) => async () => {
        const token = offerMailOf(entry.email)[0]?.token
        if (!token) return []
        const send = () =>
          post(base, '/api/json-api/warteliste/annehmen/', {
            token,
            booking: booking(entry.seminarDate, entry.seatsHeld ?? entry.teilnehmer, entry.email),
          })
        return Promise.all(i % 3 === 0 ? [send(), send()] : [send()])
      }),
      CONCURRENCY,
    )
    for (const pair of results) {
      acceptances += pair.filter((a) => a.status === 200).length
      refused += pair.filter((a) => a.status === 410).length
      if (pair.length && !pair.some((a) => a.status === 200))
        problems.push(`round ${round}: an open offer was not booked (${pair.map((a) => a.status)})`)
    }
    // Free seats again: half of the bookings still holding seats on these dates.
    const holding = (await bookingsOf()).filter((b) => b.status !== 'cancelled')
    await cancel(holding.filter((_, k) => k % 2 === round % 2).map((b) => b.id))
  }

  // Checks: seats, offers, mails.
  await until(
    async () =>
      (await entriesNow())
        .filter((e) => e.waitingStatus === 'offered' || e.waitingStatus === 'booked')
        .every((e) => offerMailOf(e.email).length > 0),
    120_000,
  )
  const entries = await entriesNow()
  const bookings = await bookingsOf()
  let overbooked = 0
  for (const dateId of dateIds) {
    const date = await api.call<{ seatsTaken: number; seatsTotal: number }>(
      `/api/seminar-dates/${dateId}?depth=0`,
    )
    const booked = bookings
      .filter((b) => !b.seatsReleased)
      .flatMap((b) => b.items ?? [])
      .filter((item) => item.seminarDate === dateId)
      .reduce((sum, item) => sum + (item.participants?.length ?? 0), 0)
    const held = entries
      .filter((e) => e.seminarDate === dateId && ['waiting', 'offered'].includes(e.waitingStatus))
      .reduce((sum, e) => sum + (e.seatsHeld ?? 0), 0)
    if (date.seatsTaken > date.seatsTotal) overbooked++
    if (date.seatsTaken !== booked + held)
      problems.push(
        `date ${dateId}: ${date.seatsTaken} seats taken, ${booked} booked + ${held} held`,
      )
  }
  if (overbooked) problems.push(`${overbooked} date(s) overbooked`)
  let duplicates = 0
  let offerMails = 0
  for (const entry of entries) {
    const mails = offerMailOf(entry.email).length
    offerMails += mails
    if (mails > 1) duplicates++
    const wasOffered = entry.waitingStatus !== 'waiting'
    if (wasOffered && mails !== 1)
      problems.push(`entry ${entry.id} (${entry.waitingStatus}): ${mails} offer mails`)
    if (!wasOffered && mails) problems.push(`entry ${entry.id} waits but got an offer mail`)
  }
  if (duplicates) problems.push(`${duplicates} entr(ies) offered twice`)
  return {
    problems,
    figures: {
      signUps: total,
      acknowledged,
      busy,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cancellations,
      offers: entries.filter((e) => e.waitingStatus !== 'waiting').length,
      offerMails,
      acceptances,
      secondClicksRefused: refused,
      duplicateOfferMails: duplicates,
      overbookedDates: overbooked,
      seconds: (performance.now() - started) / 1000,
    },
  }
}

/** The phase's figures as one table. */
export function printWaitingListFigures(label: string, f: WaitingListFigures): void {
  console.log(`\n### Waiting list under load (${label})\n`)
  console.log('| figure | value |\n|---|---|')
  const rows: [string, string | number][] = [
    ['sign-ups sent / acknowledged', `${f.signUps} / ${f.acknowledged}`],
    ['busy answers (503, retried)', f.busy],
    ['sign-up latency p50 / p99', `${f.p50.toFixed(0)} ms / ${f.p99.toFixed(0)} ms`],
    ['cancellations by staff', f.cancellations],
    ['entries offered (incl. booked)', f.offers],
    ['offer mails delivered', f.offerMails],
    ['offers accepted (bookings)', f.acceptances],
    ['second clicks refused (410)', f.secondClicksRefused],
    ['entries offered twice', f.duplicateOfferMails],
    ['overbooked dates', f.overbookedDates],
    ['seconds', f.seconds.toFixed(1)],
  ]
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`)
}
