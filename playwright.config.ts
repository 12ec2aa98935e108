import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT || 3100)
export const BASE_URL = `http://localhost:${PORT}`

/**
 * Specs that change or check state the whole site shares, run one at a time (next to one of the
 * others): staff logins (Payload rewrites the admin's session list on each login, so two at once
 * drop one), the site-wide portal switch, page edits and publishing (they expire every cached page
 * while others check cache headers), the admin's live-preview setting, the days between two
 * showings of a notice, publishing a review (the demo customer's session, the catalogue's cache),
 * the English scan (it logs in as the demo customer). Every other spec uses its own addresses and records, or only reads, and runs beside them.
 */
const SHARED_STATE_SPECS = [
  'admin-labels',
  'embeds',
  'english-complete',
  'html-valid',
  'inbox',
  'js-budget',
  'live-preview',
  'notices-interval',
  'portal',
  'portal-auth',
  'portal-certificate',
  'portal-profile',
  'publish',
  'reviews',
  'routing',
  'security-headers',
].map((name) => `**/${name}.spec.ts`)
const chromium = { ...devices['Desktop Chrome'], channel: undefined }

/**
 * End-to-end tests against the production build, in Debian's Chromium (never a downloaded
 * browser). The web server gets its own database under var/e2e, seeded with the demo content.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two spec files at a time, one browser each, against the one server (E2E_WORKERS=1: one).
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE_SPECS, workers: 1, use: chromium },
    { name: 'independent', testIgnore: SHARED_STATE_SPECS, use: chromium },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE_URL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
})
