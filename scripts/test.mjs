#!/usr/bin/env node
// `npm test`: every check. The linter and the formatter's check first, then unit and integration
// tests (Vitest), then the production build and the end-to-end tests (Playwright in Debian's
// Chromium). Exits non-zero if any stage failed.
import { spawnSync } from 'node:child_process'

import { ensureBuild } from './lib/build.mjs'

const failures = []

function stage(name, command, args) {
  console.log(`\n━━ ${name} ━━`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) failures.push(name)
}

stage('lint', 'node_modules/.bin/eslint', ['.', '--max-warnings', '0'])
stage('format check', 'node_modules/.bin/prettier', ['--check', '.'])
stage('unit and integration tests', 'node_modules/.bin/vitest', ['run'])
ensureBuild({ force: Boolean(process.env.CI) })
stage('end-to-end tests', 'node_modules/.bin/playwright', ['test'])

if (failures.length) {
  console.error(`\n✖ failed: ${failures.join(', ')}`)
  process.exit(1)
}
console.log('\n✔ all tests passed')
