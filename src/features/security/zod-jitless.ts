/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that the first time
 * one is built. Under the site's policy (no 'unsafe-eval') the probe throws and is caught, but the
 * browser still reports it as a CSP violation on every page with a form. Jitless parsing gives
 * the same results without the probe. Zod keeps its settings on `globalThis.__zod_globalConfig`
 * and adopts an object that is already there, so setting the flag costs no zod import on pages
 * without forms. Must run before any schema module: src/instrumentation-client.ts.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true })

export {}
