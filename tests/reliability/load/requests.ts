import { randomUUID } from 'node:crypto'

import { type CorpusContext, endpointSpecs } from '../endpoints'

/** The kinds of valid request the load mixes, by endpoint name (tests/reliability/endpoints.ts). */
export type Kind = 'kontakt' | 'callback' | 'whitepaper' | 'newsletter' | 'buchung'

/** Where each kind is stored, and the field holding the request's marker there. */
export const STORE: Record<Kind, { collection: string; markerField: string }> = {
  kontakt: { collection: 'contact-messages', markerField: 'email' },
  callback: { collection: 'callback-requests', markerField: 'email' },
  whitepaper: { collection: 'whitepaper-requests', markerField: 'email' },
  newsletter: { collection: 'newsletter-subscriptions', markerField: 'email' },
  buchung: { collection: 'bookings', markerField: 'idempotencyKey' },
}

/** The share of each kind in the load (bookings and the four public forms). */
const MIX: [Kind, number][] = [
  ['buchung', 30],
  ['kontakt', 20],
  ['newsletter', 20],
  ['callback', 15],
  ['whitepaper', 15],
]

/** Every test address ends so; a mail or document with it belongs to this run. */
export const MARKER_DOMAIN = 'reliability.example'

/** One valid request with what it must leave behind when acknowledged. */
export type LoadRequest = {
  kind: Kind
  path: string
  body: string
  /**
   * The stored document's marker (STORE[kind].markerField): an e-mail address, or a booking's
   * idempotency key.
   */
  marker: string
  /**
   * The mails it queues, each as `<address>#visitor` or `<address>#staff` (the staff mail's
   * Reply-To).
   */
  mails: string[]
  /** Seats a booking takes, per date id. */
  seats: Record<number, number>
}

export type LoadContext = CorpusContext & { dateIds: number[]; callbackTermine: string[] }

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]
let sequence = 0

/** A request of a random kind, with a unique marker; `phase` goes into every address. */
export function makeRequest(
  ctx: LoadContext,
  phase: string,
  kind: Kind = randomKind(),
): LoadRequest {
  const spec = endpointSpecs(ctx).find((endpoint) => endpoint.name === kind)!
  const email = `${phase}-${++sequence}-${kind}-${randomUUID().slice(0, 8)}@${MARKER_DOMAIN}`
  const message = spec.example()
  const confirm = Math.random() < 0.3
  const mails = [`${email}#staff`]
  const seats: Record<number, number> = {}
  let marker = email
  if (kind === 'kontakt' || kind === 'callback') {
    Object.assign(message, { email, emailBestaetigung: confirm, mitteilung: `Lasttest ${email}` })
    if (kind === 'callback') message.termin = pick(ctx.callbackTermine)
    if (confirm) mails.push(`${email}#visitor`)
  } else if (kind === 'whitepaper') {
    Object.assign(message, { email })
    mails.push(`${email}#visitor`)
  } else if (kind === 'newsletter') {
    Object.assign(message, { email })
    mails.splice(0, 1, `${email}#visitor`)
  } else {
    const dateId = pick(ctx.dateIds)
    const items = message.items as { dateId: number; participants: Record<string, unknown>[] }[]
    const count = 1 + Math.floor(Math.random() * 2)
    items[0].dateId = dateId
    items[0].participants = Array.from({ length: count }, (_, i) => ({
      ...items[0].participants[0],
      email: `p${i}.${email}`,
    }))
    ;(message.contact as Record<string, unknown>).email = email
    marker = String(message.idempotencyKey)
    seats[dateId] = count
    mails.push(`${email}#visitor`)
  }
  return { kind, path: spec.path, body: JSON.stringify({ message }), marker, mails, seats }
}

function randomKind(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind
  return MIX[0][0]
}

/**
 * A form request sent again after a lost answer gets a new marker (forms have no idempotency key);
 * a booking keeps its key.
 */
export const retryOf = (ctx: LoadContext, phase: string, request: LoadRequest): LoadRequest =>
  request.kind === 'buchung' ? request : makeRequest(ctx, phase, request.kind)
