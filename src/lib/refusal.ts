import { APIError } from 'payload'

/**
 * A request refused for what it asks (400, 409, 429 …), not a fault of the server. Payload logs
 * errors by their name; this one, and Payload's own refusals below, are logged as a line at info
 * level instead of an ERROR with a stack (`loggingLevels` in payload.config.ts).
 */
export class Refusal extends APIError {
  constructor(message: string, status: number, data: Record<string, unknown> | null = null) {
    super(message, status, data, true)
    this.name = 'Refusal'
  }
}

/** Payload's logging level per error name, for the refusals that are no server fault. */
export const REFUSAL_LOGGING_LEVELS = {
  Refusal: 'info',
  QueryError: 'info',
  AuthenticationError: 'info',
  UnauthorizedError: 'info',
  LockedAuth: 'info',
  UnverifiedEmail: 'info',
} as const
