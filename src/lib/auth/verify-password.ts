import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { hashLikePayload, PAYLOAD_HASH } from './equal-work'

const pbkdf2Async = promisify(pbkdf2)

/**
 * How Payload 3.90 stores a password (auth/strategies/local/generatePasswordSaltHash.js): the
 * current hashes carry this prefix; older ones are bare hex with the legacy parameters. A unit
 * test compares both with the installed Payload.
 */
export const PAYLOAD_HASH_PREFIX = 'pbkdf2-sha256-v1:'
export const PAYLOAD_LEGACY_HASH = { iterations: 25_000, keyLength: 512 } as const

type StoredPassword = { hash?: unknown; salt?: unknown }

/**
 * Whether `password` matches the account's stored hash, checked as Payload's local strategy does
 * (auth/strategies/local/authenticate.js). Payload does not export that check, and its
 * loginOperation runs it between reading the account and writing the failure counter or the
 * session; we run it before taking the write lock. An account without a password costs a hash too.
 */
export async function passwordMatches(account: StoredPassword, password: string): Promise<boolean> {
  const { hash, salt } = account
  if (typeof hash !== 'string' || typeof salt !== 'string') {
    await hashLikePayload(password)
    return false
  }
  const current = hash.startsWith(PAYLOAD_HASH_PREFIX)
  const stored = Buffer.from(current ? hash.slice(PAYLOAD_HASH_PREFIX.length) : hash, 'hex')
  const { iterations, keyLength } = current ? PAYLOAD_HASH : PAYLOAD_LEGACY_HASH
  const computed = await pbkdf2Async(password, salt, iterations, keyLength, PAYLOAD_HASH.digest)
  return computed.length === stored.length && timingSafeEqual(computed, stored)
}
