#!/usr/bin/env node
// The server the end-to-end tests drive: the production build on a fresh, seeded database.
import { rmSync } from 'node:fs'
import path from 'node:path'

import { prepareDatabase, root } from './lib/build.mjs'
import { startNextServer } from './lib/server.mjs'

const port = Number(process.env.E2E_PORT || 3100)
const varDir = path.join(root, 'var', 'e2e')
rmSync(varDir, { recursive: true, force: true })

const env = {
  ...process.env,
  VAR_DIR: varDir,
  DATABASE_URL: `file:${path.join(varDir, 'data.db')}`,
  SITE_URL: `http://localhost:${port}`,
  ENABLE_TEST_ROUTES: '1',
  // Many bookings and searches from one address in a few minutes: the per-client limits would stop
  // the tests.
  RATE_LIMIT: 'off',
  // Third-party scripts on a second host (127.0.0.1, not localhost): consent-scripts.spec.ts serves
  // them from tests/e2e/assets through page routing, so no test ever reaches the real services.
  GTM_ID: 'GTM-TEST1234',
  CHAT_PORTAL_ID: '12345',
  GTM_SCRIPT_URL: `http://127.0.0.1:${port}/e2e-third-party/gtm.js`,
  CHAT_SCRIPT_URL: `http://127.0.0.1:${port}/e2e-third-party/chat-{portalId}.js`,
  // The page embeds.spec.ts puts into an iframe block: a host the CSP knows only from this setting.
  CSP_EXTRA_SOURCES: 'frame-src https://planer.example.test',
  NODE_ENV: 'production',
  // The tests need the demo content, whatever a developer's .env says.
  DEMO_CONTENT: 'true',
}
prepareDatabase(env)
// Bound to 'localhost', not '127.0.0.1': with -H 127.0.0.1, Next 16 treats the proxy's rewrites
// (which it builds on 'localhost') as external and runs them through the proxy a second time.
const server = startNextServer({ port, host: 'localhost', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
