/**
 * DEMO_CONTENT (default on): `false` (or 0, no, off) means the demo content and its published logins
 * are never seeded into the database (migrations still run) and `npm run seed -- --reset` refuses.
 * @param {Record<string, string | undefined>} [env]
 */
export function demoContentEnabled(env = process.env) {
  const value = (env.DEMO_CONTENT ?? '').trim().toLowerCase()
  if (value === '') return true
  return ['1', 'true', 'yes', 'on'].includes(value)
}
