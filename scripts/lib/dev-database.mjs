import path from 'node:path'

import { root } from './build.mjs'

/**
 * The database of `npm run dev`, whose schema is pushed: DEV_DATABASE_URL, else var/dev.db. Never
 * DATABASE_URL: that may well be the production database, and a push could drop its columns.
 * @param {Record<string, string | undefined>} [env]
 */
export function devDatabaseUrl(env = process.env) {
  return env.DEV_DATABASE_URL || `file:${path.join(root, 'var', 'dev.db')}`
}
