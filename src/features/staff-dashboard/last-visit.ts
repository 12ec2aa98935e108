import type { CollectionAfterLoginHook, Field } from 'payload'

/**
 * When a staff member logged in before this login, so that the dashboard can count what arrived
 * since (their last visit) through every reload of the day. Written straight to the two columns:
 * an update through Payload would write the whole user back, sessions included, in the middle of
 * the login that has just written them.
 */
export const rememberLastVisit: CollectionAfterLoginHook = async ({ req, user }) => {
  const lastLoginAt = (user as { lastLoginAt?: string | null }).lastLoginAt ?? null
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { previousLoginAt: lastLoginAt, lastLoginAt: new Date().toISOString() },
    req,
  })
  return user
}

const readOnlyDate = (name: string, label: { de: string; en: string }): Field => ({
  name,
  type: 'date',
  label,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy, HH:mm' },
  },
})

/** The two login times on the staff account (shown read-only in its sidebar). */
export const lastVisitFields: Field[] = [
  readOnlyDate('lastLoginAt', { de: 'Letzte Anmeldung', en: 'Last login' }),
  readOnlyDate('previousLoginAt', { de: 'Anmeldung davor', en: 'Login before that' }),
]
