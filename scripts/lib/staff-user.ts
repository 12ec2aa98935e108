import { parseArgs } from 'node:util'

import { getLocalI18n, type Payload, ValidationError } from 'payload'

import type { User } from '../../src/payload-types'

/** Why create-admin stopped without creating anyone; the message is for the operator as it is. */
export class StaffUserRefused extends Error {}

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --email <address> [--name "<full name>"]  (the password comes from ADMIN_PASSWORD or is asked for on the terminal)'

/**
 * Reads `--email` (required) and `--name` from the command line; anything else is refused with the
 * usage.
 */
export function parseCreateAdminArgs(argv: string[]): { email: string; name?: string } {
  let values: { email?: string; name?: string }
  try {
    values = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new StaffUserRefused(
      `${error instanceof Error ? error.message : String(error)}\n${CREATE_ADMIN_USAGE}`,
    )
  }
  const email = values.email?.trim()
  if (!email) throw new StaffUserRefused(`--email is missing.\n${CREATE_ADMIN_USAGE}`)
  return { email, name: values.name?.trim() || undefined }
}

/**
 * Creates a staff account (collection `users`) through the Local API, so that Payload validates it
 * exactly as the admin would: email format, unique email, password and name rules. A refusal
 * (StaffUserRefused) carries Payload's own messages, in English, and nothing is written.
 */
export async function createStaffUser(
  payload: Payload,
  input: { email: string; password: string; name?: string },
): Promise<User> {
  const i18n = await getLocalI18n({ config: payload.config, language: 'en' })
  try {
    return await payload.create({
      collection: 'users',
      data: { email: input.email.trim().toLowerCase(), password: input.password, name: input.name },
      overrideAccess: true,
      req: { i18n },
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      const reasons = error.data.errors.map((field) => `${field.path}: ${field.message}`).join('; ')
      throw new StaffUserRefused(`No account was created. ${reasons || error.message}`)
    }
    throw error
  }
}
