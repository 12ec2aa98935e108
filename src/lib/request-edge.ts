import http from 'node:http'

import { repairPercentEscapes } from './percent-escapes'

const INSTALLED = Symbol.for('seminar-site.request-edge')
/** Headers that name the client's address; only a proxy we trust may set them. */
const ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip'] as const

/** Drops address headers a visitor sent themselves, so that Next fills in the socket address. */
export function dropClaimedAddress(headers: http.IncomingHttpHeaders): void {
  for (const name of ADDRESS_HEADERS) delete headers[name]
}

/**
 * What the server does to every request before Next sees it, where Next has no setting or hook
 * (docs/decisions/0017):
 * - with no trusted proxy in front (TRUST_PROXY unset or 0), it drops the address headers a visitor
 *   sent, so that the rate limits count the socket address Next then puts into X-Forwarded-For;
 * - it repairs paths with undecodable escapes (`repairPercentEscapes`).
 * Installed once per process from instrumentation's `register()` by wrapping the HTTP server's
 * `emit` for its request events. Returns what undoes it (for tests).
 */
export function installRequestEdge(trustedProxies: number): () => void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: boolean }
  if (prototype[INSTALLED]) return () => {}
  prototype[INSTALLED] = true
  const emit = prototype.emit
  prototype.emit = function emitAtTheEdge(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
      const request = args[0] as http.IncomingMessage
      if (trustedProxies === 0) dropClaimedAddress(request.headers)
      if (request.url) request.url = repairPercentEscapes(request.url)
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof prototype.emit
  return () => {
    prototype.emit = emit
    delete prototype[INSTALLED]
  }
}
