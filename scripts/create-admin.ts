/**
 * `npm run create-admin -- --email <address> [--name "<full name>"]`: creates a staff account, so
 * that a production site never offers Payload's public "create first user" screen to whoever finds
 * /admin/ first. The password comes from ADMIN_PASSWORD or is asked for twice on the terminal,
 * without echo. Refuses (exit 1, nothing written) an existing email or what Payload rejects.
 */
// First: the .env files must be in process.env before src/lib/env.ts and the config are evaluated.
import './lib/load-env.mjs'

import { getPayload } from 'payload'

import { env } from '../src/lib/env'
import config from '../src/payload.config'
import { pendingMigrations } from './lib/migrate'
import { askHidden } from './lib/prompt'
import { runMain } from './lib/run-main'
import { createStaffUser, parseCreateAdminArgs, StaffUserRefused } from './lib/staff-user'

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  if (!process.stdin.isTTY)
    throw new StaffUserRefused(
      'No password: set ADMIN_PASSWORD, or run this on a terminal to be asked for one.',
    )
  const password = await askHidden('Password for the new staff account: ')
  const repeated = await askHidden('The same password again: ')
  if (password !== repeated)
    throw new StaffUserRefused('The two passwords differ; no account was created.')
  return password
}

async function main(): Promise<number> {
  const args = parseCreateAdminArgs(process.argv.slice(2))
  // Asked before Payload starts, whose log lines would otherwise run into the prompt.
  const password = await readPassword()
  const payload = await getPayload({ config })
  const pending = await pendingMigrations(payload)
  if (pending?.length)
    throw new StaffUserRefused(
      `The database lacks ${pending.length} migration(s): run npm run migrate first. No account was created.`,
    )
  const user = await createStaffUser(payload, { ...args, password })
  console.log(`✔ Staff account ${user.email} created. Log in at ${env.SITE_URL}/admin/`)
  return 0
}

runMain(main, (error) => {
  if (error instanceof StaffUserRefused) return `✖ ${error.message}`
  if (error instanceof Error && error.message === 'cancelled')
    return '✖ Cancelled; no account was created.'
  return error
})
