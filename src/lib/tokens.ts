import { createHash, randomBytes } from 'node:crypto'

/** 128 random bits per token (whitepaper access codes need at least 64). */
const TOKEN_BYTES = 16

/**
 * A new secret token (a whitepaper access code, a newsletter confirmation link): URL-safe base64,
 * 22 characters.
 */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url')

/**
 * What the database keeps instead of a token: its SHA-256 in hex, so a leaked table opens nothing.
 */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** Tokens as a browser sends them back: URL-safe base64 of exactly the generated length. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/
