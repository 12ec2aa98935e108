#!/usr/bin/env node
// Bookings under load: a fresh seeded database (SQLite unless BENCH_DATABASE_URL names an empty
// PostgreSQL database), served by the existing production build with RATE_LIMIT=off. Gives a few
// dates a known number of free seats (one of them few, so it fills up), then fires POST
// /api/json-api/buchung/ from 20 concurrent clients for 10 s (BENCH_SECONDS): single-date bookings
// and two-date bookings that include the small date. Reports successful bookings per second, 409
// (full), 503/429 counts and any other 5xx (must be 0), then proves from the database that no date
// was overbooked and that every date's seatsTaken rose by exactly the participants booked on it.
// node bench/booking.mjs (needs `next build` first; does not build)
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'

import { adminApi } from './lib/admin-api.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { num, percentile, printTable } from './lib/table.mjs'

// Many bookings from one address: the per-client limit would stop the benchmark.
let site, base, env
const CONCURRENCY = 20
const DURATION_MS = Number(process.env.BENCH_SECONDS || 10) * 1000
/** The most seats a date may have (the collection's limit). */
const BIG_SEATS = 500
const SMALL_SEATS = 12

const pick = (list) => list[Math.floor(Math.random() * list.length)]
let people = 0
function participants(count) {
  return Array.from({ length: count }, () => {
    people++
    return {
      anrede: pick(['Herr', 'Frau']),
      vorname: pick(['Anna', 'Jonas', 'Mira', 'Paul', 'Lena']),
      nachname: pick(['Berger', 'Sommer', 'Winter', 'Hahn']),
      email: `person${people}@bench.example`,
    }
  })
}

/** A valid booking: one big date (1–3 people), or a big date plus the small one (1 person each). */
function bookingBody(bigDates, smallDate) {
  const items =
    Math.random() < 0.3
      ? [bigDates[0], smallDate].map((dateId) => ({
          type: 'seminar',
          dateId,
          participants: participants(1),
        }))
      : [
          {
            type: 'seminar',
            dateId: pick(bigDates),
            participants: participants(1 + Math.floor(Math.random() * 3)),
          },
        ]
  return {
    message: {
      language: pick(['de', 'en']),
      idempotencyKey: randomUUID(),
      kind: 'buchung',
      items,
      contact: {
        anrede: 'Frau',
        vorname: 'Bea',
        nachname: 'Bench',
        email: 'bea@bench.example',
        telefon: '+49 251 000000',
      },
      billing: {
        firma: 'Bench GmbH',
        strasse: 'Lastweg 1',
        plz: '48143',
        ort: 'Münster',
        land: 'DE',
      },
      datenschutz: true,
      agb: true,
    },
  }
}

/** CONCURRENCY clients booking back to back until the time is up. */
async function load(bigDates, smallDate) {
  const counts = new Map()
  const times = []
  const deadline = Date.now() + DURATION_MS
  const started = performance.now()
  const client = async () => {
    while (Date.now() < deadline) {
      const sent = performance.now()
      const response = await fetch(`${base}/api/json-api/buchung/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: base,
          'Sec-Fetch-Site': 'same-origin',
        },
        body: JSON.stringify(bookingBody(bigDates, smallDate)),
      })
      const body = await response.text()
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
      if (response.status === 200) times.push(performance.now() - sent)
      else if (response.status === 400) console.error(`  400: ${body.slice(0, 200)}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
  return { counts, times, seconds: (performance.now() - started) / 1000 }
}

/**
 * Participants per seminar date over the bookings that hold seats (cancelled ones gave theirs
 * back).
 */
function seatsPerDate(bookings) {
  const seats = new Map()
  for (const booking of bookings) {
    if (booking.status === 'cancelled') continue
    for (const item of booking.items)
      if (item.seminarDate)
        seats.set(item.seminarDate, (seats.get(item.seminarDate) ?? 0) + item.participants.length)
  }
  return seats
}

/** Runs the booking benchmark on its own seeded site and returns its rows for the bench table. */
export async function measure() {
  site = freshSite('booking', 3320, { RATE_LIMIT: 'off' })
  ;({ base, env } = site)
  try {
    site.prepare()
    await site.start()

    const staff = await adminApi(base)
    const upcoming = await staff.call(
      `/api/seminar-dates?depth=1&limit=100&sort=startDate&where[startDate][greater_than]=${encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())}`,
    )
    const dates = upcoming.docs.filter((d) => d.seminar?._status === 'published').slice(0, 6)
    if (dates.length < 3)
      throw new Error(`only ${dates.length} upcoming dates of published seminars to book`)
    const [small, ...big] = dates
    // The demo seed's dates have seats taken already (and the portal's customers hold bookings):
    // only bookings move seatsTaken, so the small date gets SMALL_SEATS free seats on top of what
    // it has, the others the most a date may have (BIG_SEATS), and the proof below compares the
    // rise of each counter with the run's bookings.
    const { docs: seeded } = await staff.call('/api/bookings?pagination=false&depth=0')
    const takenBefore = new Map()
    for (const date of dates) {
      takenBefore.set(date.id, date.seatsTaken)
      await staff.call(`/api/seminar-dates/${date.id}`, {
        method: 'PATCH',
        body: { seatsTotal: date === small ? date.seatsTaken + SMALL_SEATS : BIG_SEATS },
      })
    }

    // Warm-up: the first request compiles the route's code paths (it books one seat, counted
    // below).
    const warmUp = await fetch(`${base}/api/json-api/buchung/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(bookingBody([big[0].id], small.id)),
    })
    if (warmUp.status !== 200)
      throw new Error(
        `the first booking answered ${warmUp.status}: ${(await warmUp.text()).slice(0, 200)} (is the build older than the booking endpoint?)`,
      )

    const { counts, times, seconds } = await load(
      big.map((d) => d.id),
      small.id,
    )
    const ok = counts.get(200) ?? 0
    const otherServerErrors = [...counts]
      .filter(([status]) => status >= 500 && status !== 503)
      .reduce((sum, [, n]) => sum + n, 0)

    // Proof from the database: every stored booking's participants, per date, against the seat
    // counters.
    const { docs: bookings } = await staff.call('/api/bookings?pagination=false&depth=0')
    const seededIds = new Set(seeded.map((booking) => booking.id))
    const booked = seatsPerDate(bookings.filter((booking) => !seededIds.has(booking.id)))
    const proof = []
    for (const date of dates) {
      const now = await staff.call(`/api/seminar-dates/${date.id}?depth=0`)
      const rise = now.seatsTaken - takenBefore.get(date.id)
      proof.push({
        date: date.id,
        seatsTotal: now.seatsTotal,
        seatsTaken: now.seatsTaken,
        rise,
        bookedParticipants: booked.get(date.id) ?? 0,
        ok: now.seatsTaken <= now.seatsTotal && rise === (booked.get(date.id) ?? 0),
      })
    }

    console.log(
      `\nBookings at concurrency ${CONCURRENCY} for ${seconds.toFixed(1)} s (${env.DATABASE_URL.startsWith('file:') ? 'SQLite' : 'PostgreSQL'})`,
    )
    console.table([
      { measurement: 'successful bookings per second', value: (ok / seconds).toFixed(1) },
      { measurement: 'booked (200)', value: ok },
      { measurement: 'date full (409)', value: counts.get(409) ?? 0 },
      { measurement: 'busy (503)', value: counts.get(503) ?? 0 },
      { measurement: 'rate limited (429)', value: counts.get(429) ?? 0 },
      { measurement: 'other 5xx (must be 0)', value: otherServerErrors },
      {
        measurement: 'other statuses',
        value:
          [...counts]
            .filter(([s]) => ![200, 409, 503, 429].includes(s) && s < 500)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ') || '–',
      },
      {
        measurement: 'booking latency p50 / p99',
        value: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`,
      },
    ])
    console.log(
      'Seats per date after the run (seatsTaken must rise by the participants booked and stay within seatsTotal):',
    )
    console.table(proof)

    // Mails leave through the outbox after each booking; report how far it got (not part of the
    // proof).
    const expectedMails = (bookings.length - seeded.length) * 2
    let sentMails = 0
    for (let waited = 0; waited < 30_000 && sentMails < expectedMails; waited += 1000) {
      sentMails = (await staff.call('/api/sent-mails?limit=1&depth=0')).totalDocs
      if (sentMails < expectedMails) await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    console.log(`Outbox: ${sentMails} of ${expectedMails} mails sent`)

    if (otherServerErrors > 0) throw new Error(`${otherServerErrors} answers with a server error`)
    const storedNow = bookings.length - seeded.length
    if (storedNow !== ok + 1)
      throw new Error(`${ok} successful answers (+1 warm-up) but ${storedNow} new stored bookings`)
    if (proof.some((row) => !row.ok))
      throw new Error('a date is overbooked or its seat count does not match its bookings')
    if ((counts.get(409) ?? 0) === 0)
      console.warn('! No date filled up during the run: the all-or-nothing path was not exercised.')
    const database = env.DATABASE_URL.startsWith('file:') ? 'SQLite' : 'PostgreSQL'
    const overbooked = proof.filter((row) => !row.ok).length
    const section = `e. bookings, concurrency ${CONCURRENCY}, ${database}`
    return [
      {
        section,
        subject: `POST /api/json-api/buchung/ for ${seconds.toFixed(0)} s`,
        value: `${num(ok / seconds, 1)} bookings/s · p50 ${num(percentile(times, 50), 1)} ms · p99 ${num(percentile(times, 99), 1)} ms`,
      },
      {
        section,
        subject: 'answers: full (409) · busy (503) · other 5xx',
        value: `${counts.get(409) ?? 0} · ${counts.get(503) ?? 0} · ${otherServerErrors}`,
        goal: 'no other 5xx',
        met: otherServerErrors === 0,
      },
      {
        section,
        subject: 'dates overbooked or miscounted',
        value: `${overbooked} of ${proof.length}`,
        goal: '0',
        met: overbooked === 0,
      },
    ]
  } finally {
    site.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printTable(await measure(), 'Bookings')
