import http from 'node:http'

const INSTALLED = Symbol.for('seminar-site.forwarded-for-guard')
/** Headers that name the client's address; only a proxy we trust may set them. */
const ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip'] as const

/** Drops address headers a visitor sent themselves, so that Next fills in the socket address. */
export function dropClaimedAddress(headers: http.IncomingHttpHeaders): void {
  for (const name of ADDRESS_HEADERS) delete headers[name]
}

/**
 * Per-address rate limits need the visitor's address, and `next start` gives route handlers only
 * X-Forwarded-For, which it fills from the socket when the request has none and otherwise keeps as
 * the client sent it (docs/decisions/0017). With no trusted proxy in front (TRUST_PROXY unset or 0)
 * this drops the client's own address headers from every request the process's HTTP server
 * receives, before Next reads them. Next gives no hook ahead of its request handling, hence the
 * wrapped `emit`; it runs once per process, from instrumentation's `register()`. Returns what
 * undoes it (for tests).
 */
export function guardForwardedFor(trustedProxies: number): () => void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: boolean }
  if (trustedProxies > 0 || prototype[INSTALLED]) return () => {}
  prototype[INSTALLED] = true
  const emit = prototype.emit
  prototype.emit = function emitWithoutClaimedAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') dropClaimedAddress((args[0] as http.IncomingMessage).headers)
    return emit.call(this, event, ...args)
  } as typeof prototype.emit
  return () => {
    prototype.emit = emit
    delete prototype[INSTALLED]
  }
}
