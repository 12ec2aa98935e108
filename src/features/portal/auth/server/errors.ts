/** The HTTP status Payload attached to one of its errors, if any. */
function payloadStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null
  const { status } = error as { status: unknown }
  return typeof status === 'number' ? status : null
}

/**
 * Payload's refusal of a login: unknown e-mail or wrong password (401) or a locked account (423).
 * Checked by status, not by class: the production bundle can hold more than one copy of Payload's
 * error classes, and `instanceof` then fails for errors thrown by the other copy.
 */
export const isLoginRefusal = (error: unknown): boolean =>
  [401, 423].includes(payloadStatus(error) ?? 0)

/** Payload's answer to a reset token it does not know or that has expired (403). */
export const isTokenRefusal = (error: unknown): boolean => payloadStatus(error) === 403
