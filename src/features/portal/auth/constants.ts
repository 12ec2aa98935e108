/** Payload's customer auth endpoints, replaced by ours (server/endpoints.ts). */
export const AUTH_API = {
  login: '/api/customers/login/',
  forgotPassword: '/api/customers/forgot-password/',
  resetPassword: '/api/customers/reset-password/',
} as const

/** Accepted requests per client address and 10 minutes, besides Payload's per-account lockout. */
export const AUTH_RATE_LIMITS = { login: 30, forgotPassword: 10, resetPassword: 20 } as const

/**
 * A new reset mail for the same account only after this pause, so a flood cannot spam its owner.
 */
export const RESET_MAIL_INTERVAL_MS = 5 * 60_000

/**
 * The forgot-password answer never comes sooner, so known and unknown addresses take alike long.
 */
export const FORGOT_MIN_ANSWER_MS = 400

/** Longest password we hash: far above any real one, small enough to keep a request cheap. */
export const PASSWORD_MAX_LENGTH = 256

/** The fragment parameter of the mailed reset link. */
export const TOKEN_PARAM = 'token'
