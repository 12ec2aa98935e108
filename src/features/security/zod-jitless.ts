import { config } from 'zod/v4/core'

/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that the first time
 * one is built. Under the site's policy (no 'unsafe-eval') the probe throws and is caught, but the
 * browser still reports it as a CSP violation on every page with a form. Jitless parsing gives
 * the same results without the probe. Must run before any schema module: src/instrumentation-client.ts.
 */
config({ jitless: true })
