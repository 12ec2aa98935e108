import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload 3.90's password hash (auth/strategies/local/generatePasswordSaltHash.js): PBKDF2-SHA256,
 * 600,000 iterations, 32 bytes. A unit test compares these with the installed Payload.
 */
export const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/**
 * The hashing Payload would have done for a real account. Payload answers an unknown e-mail and a
 * locked account before it hashes, which a stopwatch could tell apart from a wrong password.
 */
export async function hashLikePayload(password: string): Promise<void> {
  await pbkdf2Async(
    password,
    randomBytes(32).toString('hex'),
    PAYLOAD_HASH.iterations,
    PAYLOAD_HASH.keyLength,
    PAYLOAD_HASH.digest,
  )
}

/** Waits until `ms` have passed since `startedAt`, so that an answer's timing tells nothing. */
export async function notSoonerThan(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}
