/**
 * Runs once when a server instance starts, before it answers a request. Notes settings a public
 * site needs (src/lib/startup-notes.ts). Sets up what happens to
 * each request before Next sees it (src/lib/request-edge.ts: no address of the visitor's choosing
 * for the rate limits, undecodable paths repaired), starts the mail outbox's schedule and the daily
 * retention run (src/features/retention; both where this instance runs jobs) and builds the search
 * index in the background, so that the first visitor's search or autocomplete does not wait for it
 * (seconds with a large catalogue), and the index of public paths the proxy answers unknown paths
 * from (docs/decisions/0022).
 */
export async function register(): Promise<void> {
  // Next's documented switch between the Node.js and edge runtimes; the edge bundle drops this
  // code.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants')
  // `next build` loads this file too; there is no database to read then.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const [{ env }, { installRequestEdge }, { startupNotes }] = await Promise.all([
    import('./lib/env'),
    import('./lib/request-edge'),
    import('./lib/startup-notes'),
  ])
  installRequestEdge(env.TRUST_PROXY)
  for (const note of startupNotes()) console.warn(`Note: ${note}`)
  if (env.runJobs) {
    const [
      { startOutboxSchedule },
      { startRetentionSchedule },
      { startOfferExpirySchedule },
      { getPayloadClient },
    ] = await Promise.all([
      import('./lib/mail/outbox'),
      import('./features/retention/schedule'),
      import('./features/waiting-list/server/expiry'),
      import('./lib/payload'),
    ])
    startOutboxSchedule(getPayloadClient)
    startRetentionSchedule(getPayloadClient)
    startOfferExpirySchedule(getPayloadClient)
  }
  const [{ getSearchIndex }, { startPublicPaths }] = await Promise.all([
    import('./features/search/shared-index'),
    import('./features/errors/public-paths'),
  ])
  setTimeout(() => {
    getSearchIndex().catch((error: unknown) =>
      console.error('Search index could not be built at start', error),
    )
    startPublicPaths().catch((error: unknown) =>
      console.error('Index of public paths could not be built at start', error),
    )
  }, 0)
}
