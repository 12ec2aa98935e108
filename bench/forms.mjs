#!/usr/bin/env node
// Form submissions under load: a fresh seeded database (SQLite unless BENCH_DATABASE_URL names an
// empty PostgreSQL database), served by the existing production build with RATE_LIMIT=off. Posts
// 2,000 (BENCH_FORMS) valid submissions from 20 concurrent clients, mixed: long contact form,
// short contact form, callback with a valid time, whitepaper request for a seeded whitepaper.
// Reports accepted submissions per second and p50/p99 latency, then proves from the database that
// every acknowledged submission was stored: per inbox collection, stored = acknowledged.
//   node bench/forms.mjs            (needs `next build` first; does not build)
import { pathToFileURL } from 'node:url'

import { adminApi } from './lib/admin-api.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { num, percentile, printTable } from './lib/table.mjs'

// Thousands of submissions from one address: the per-client limit would stop the benchmark.
let site, base, env
const CONCURRENCY = 20
const TOTAL = Number(process.env.BENCH_FORMS || 2000)

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const pad = (n) => String(n).padStart(2, '0')

/** The next weekdays after today in Münster as 'dd.MM.yyyy' (the callback window is 10 days). */
function callbackDays() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  )
  const today = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))
  const days = []
  for (let offset = 1; offset <= 7; offset++) {
    const day = new Date(today + offset * 86_400_000)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6)
      days.push(`${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`)
  }
  return days
}
const DAYS = callbackDays()
/** A time on the 15-minute grid from 07:00 to 20:00. */
const slot = () => {
  const minutes = 7 * 60 + 15 * Math.floor(Math.random() * 53)
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

let people = 0
function person() {
  people++
  return {
    anrede: pick(['Herr', 'Frau']),
    titel: pick(['', '', 'Dr.']),
    vorname: pick(['Anna', 'Jonas', 'Mira', 'Paul', 'Lena']),
    nachname: pick(['Berger', 'Sommer', 'Winter', 'Hahn']),
    email: `person${people}@bench.example`,
  }
}
const requestPage = () => pick(['/kontakt/', '/en/contact-us/', '/seminare/', '/en/seminars/'])
const common = { video_url: '', medium: '', medium_other: '', datenschutz: true }

/** One valid submission of the given kind: [endpoint path, inbox collection, body]. */
function submission(kind, whitepaperId) {
  const p = person()
  const confirm = Math.random() < 0.5
  if (kind === 'contactLong')
    return [
      '/api/json-api/kontakt/',
      'contact-messages',
      {
        message: {
          ...common,
          ...p,
          formType: 'kontaktFormLong',
          abteilung: '',
          firma: 'Bench GmbH',
          strasse: 'Lastweg 1',
          plz: '48143',
          ort: 'Münster',
          land: 'DE',
          mobiltelefon: '',
          telefon: '+49 251 000000',
          fax: '',
          info: 'Offene Seminare,Coachings',
          newsletter: false,
          mitteilung: 'Bitte senden Sie mir das Jahresprogramm.',
          emailBestaetigung: confirm,
          requestPage: '/kontakt/',
        },
      },
    ]
  // Alike the long form's body by shape only: each kind sends the fields its own form has.
  if (kind === 'contactShort')
    return [
      '/api/json-api/kontakt/',
      'contact-messages',
      {
        message: {
          ...common,
          ...p,
          anrede: '',
          titel: '',
          formType: 'kontaktFormShort',
          abteilung: '',
          firma: '',
          strasse: '',
          plz: '',
          ort: '',
          land: '',
          mobiltelefon: '',
          telefon: '0251 123',
          fax: '',
          info: '',
          newsletter: false,
          mitteilung: 'Kurze Frage zu einem Termin.',
          emailBestaetigung: confirm,
          requestPage: requestPage(),
        },
      },
    ]
  if (kind === 'callback')
    return [
      '/api/json-api/callback/',
      'callback-requests',
      {
        message: {
          ...common,
          ...p,
          formType: 'callbackForm',
          abteilung: '',
          firma: 'Bench GmbH',
          telefon: '+49 251 000000',
          plz: '48143',
          termin: `${pick(DAYS)}, ${slot()}`,
          mitteilung: 'Bitte um Rückruf.',
          emailBestaetigung: confirm,
          requestPage: requestPage(),
        },
      },
    ]
  return [
    '/api/json-api/whitepaper/',
    'whitepaper-requests',
    {
      message: {
        ...p,
        video_url: '',
        datenschutz: true,
        formType: 'whitepaperKontaktForm',
        downloadId: whitepaperId,
        abteilung: '',
        firma: 'Bench GmbH',
        strasse: 'Lastweg 1',
        plz: '48143',
        ort: 'Münster',
        land: 'DE',
        requestPage: pick(['/knowledge-center/', '/en/knowledge-center/']),
      },
    },
  ]
}
const KINDS = ['contactLong', 'contactShort', 'callback', 'whitepaper']
const COLLECTIONS = ['contact-messages', 'callback-requests', 'whitepaper-requests']

/**
 * Mails a submission queues: staff always, the visitor's copy when asked; whitepapers: link +
 * staff.
 */
const mailsOf = (collection, body) =>
  collection === 'whitepaper-requests' ? 2 : body.message.emailBestaetigung ? 2 : 1

async function postForm(url, body) {
  const sent = performance.now()
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, ms: performance.now() - sent }
}

/** CONCURRENCY clients posting back to back until TOTAL submissions are sent. */
async function load(whitepaperId, acknowledged) {
  const counts = new Map()
  const times = []
  let next = 0
  let mails = 0
  const started = performance.now()
  const client = async () => {
    while (next < TOTAL) {
      const kind = KINDS[next++ % KINDS.length]
      const [url, collection, body] = submission(kind, whitepaperId)
      const { status, text, ms } = await postForm(url, body)
      counts.set(status, (counts.get(status) ?? 0) + 1)
      if (status === 200) {
        times.push(ms)
        acknowledged.set(collection, (acknowledged.get(collection) ?? 0) + 1)
        mails += mailsOf(collection, body)
      } else if (status === 400) console.error(`  400 from ${url}: ${text.slice(0, 200)}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
  return { counts, times, mails, seconds: (performance.now() - started) / 1000 }
}

const stored = async (staff) =>
  Object.fromEntries(
    await Promise.all(
      COLLECTIONS.map(async (slug) => [
        slug,
        (await staff.call(`/api/${slug}?limit=1&depth=0`)).totalDocs,
      ]),
    ),
  )

// Alike booking.mjs's measure() by shape only: each bench starts its own seeded site this way,
// then measures something else.
/** Runs the forms benchmark on its own seeded site and returns its rows for the bench table. */
export async function measure() {
  site = freshSite('forms', 3321, { RATE_LIMIT: 'off' })
  ;({ base, env } = site)
  try {
    site.prepare()
    await site.start()

    const staff = await adminApi(base)
    const whitepapers = await staff.call(
      '/api/whitepapers?where[_status][equals]=published&limit=1&depth=0',
    )
    const whitepaperId = whitepapers.docs[0]?.id
    if (!whitepaperId) throw new Error('the seed has no published whitepaper')
    const before = await stored(staff)
    const mailsBefore = (await staff.call('/api/sent-mails?limit=1&depth=0')).totalDocs

    // Warm-up: one of each kind compiles the routes' code paths; they are stored and counted too.
    const acknowledged = new Map()
    let warmUpMails = 0
    for (const kind of KINDS) {
      const [url, collection, body] = submission(kind, whitepaperId)
      const answer = await postForm(url, body)
      if (answer.status !== 200)
        throw new Error(
          `the first ${kind} answered ${answer.status}: ${answer.text.slice(0, 200)} (is the build older than the form endpoints?)`,
        )
      acknowledged.set(collection, (acknowledged.get(collection) ?? 0) + 1)
      warmUpMails += mailsOf(collection, body)
    }

    const { counts, times, mails, seconds } = await load(whitepaperId, acknowledged)
    const ok = counts.get(200) ?? 0
    const serverErrors = [...counts]
      .filter(([status]) => status >= 500 && status !== 503)
      .reduce((sum, [, n]) => sum + n, 0)

    const after = await stored(staff)
    const proof = COLLECTIONS.map((slug) => {
      const storedNow = after[slug] - before[slug]
      return {
        collection: slug,
        acknowledged: acknowledged.get(slug) ?? 0,
        stored: storedNow,
        ok: storedNow === (acknowledged.get(slug) ?? 0),
      }
    })

    console.log(
      `\nForm submissions: ${TOTAL} at concurrency ${CONCURRENCY} in ${seconds.toFixed(1)} s (${env.DATABASE_URL.startsWith('file:') ? 'SQLite' : 'PostgreSQL'})`,
    )
    console.table([
      { measurement: 'accepted per second', value: (ok / seconds).toFixed(1) },
      { measurement: 'accepted (200)', value: ok },
      { measurement: 'busy (503)', value: counts.get(503) ?? 0 },
      { measurement: 'rate limited (429)', value: counts.get(429) ?? 0 },
      { measurement: 'other 5xx (must be 0)', value: serverErrors },
      {
        measurement: 'other statuses',
        value:
          [...counts]
            .filter(([s]) => ![200, 503, 429].includes(s) && s < 500)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ') || '–',
      },
      {
        measurement: 'latency p50 / p99',
        value: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`,
      },
    ])
    console.log('Stored against acknowledged, per inbox collection (warm-up included):')
    console.table(proof)

    // Mails leave through the outbox after each submission; report how far it got (not part of the
    // proof).
    const expectedMails = mails + warmUpMails
    let sentMails = 0
    for (let waited = 0; waited < 60_000 && sentMails < expectedMails; waited += 1000) {
      sentMails = (await staff.call('/api/sent-mails?limit=1&depth=0')).totalDocs - mailsBefore
      if (sentMails < expectedMails) await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    console.log(`Outbox: ${sentMails} of ${expectedMails} mails sent`)

    if (serverErrors > 0) throw new Error(`${serverErrors} answers with a server error`)
    if (proof.some((row) => !row.ok))
      throw new Error('stored submissions differ from acknowledged ones')
    const database = env.DATABASE_URL.startsWith('file:') ? 'SQLite' : 'PostgreSQL'
    const storedTotal = proof.reduce((sum, row) => sum + row.stored, 0)
    const acknowledgedTotal = proof.reduce((sum, row) => sum + row.acknowledged, 0)
    const section = `e. form posts, concurrency ${CONCURRENCY}, ${database}`
    return [
      {
        section,
        subject: `${TOTAL} mixed submissions`,
        value: `${num(ok / seconds, 1)} accepted/s · p50 ${num(percentile(times, 50), 1)} ms · p99 ${num(percentile(times, 99), 1)} ms`,
      },
      {
        section,
        subject: 'stored / acknowledged',
        value: `${storedTotal} / ${acknowledgedTotal}`,
        goal: 'equal',
        met: !proof.some((row) => !row.ok),
      },
      {
        section,
        subject: 'busy (503) · other 5xx · mails sent',
        value: `${counts.get(503) ?? 0} · ${serverErrors} · ${sentMails}/${expectedMails}`,
        goal: 'no other 5xx',
        met: serverErrors === 0,
      },
    ]
  } finally {
    site.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  printTable(await measure(), 'Form submissions')
