import type { CollectionBeforeChangeHook, SelectFieldSingleValidation } from 'payload'

const BY_HAND_ONLY_UNSUBSCRIBE = {
  de: 'Von Hand lässt sich eine Anmeldung nur abmelden. Bestätigen kann sie nur die Person selbst über den Link in der Bestätigungsmail (Double-Opt-in).',
  en: 'By hand a subscription can only be unsubscribed. Only the person can confirm it, through the link in the confirmation mail (double opt-in).',
}

/**
 * Staff (every access-checked save: admin, REST) may only unsubscribe an address; confirming is
 * the visitor's own step through the mailed link (features/newsletter/server/subscriptions.ts,
 * which saves with overrideAccess). While the admin form loads it has no previous value yet: the
 * save checks again.
 */
export const validateSubscriptionChange: SelectFieldSingleValidation = (
  value,
  { overrideAccess, previousValue, event, operation, req },
) => {
  if (overrideAccess) return true
  if (value === 'unsubscribed' || value === previousValue) return true
  if (event === 'onChange' && previousValue === undefined && operation !== 'create') return true
  return req?.i18n?.language === 'en' ? BY_HAND_ONLY_UNSUBSCRIBE.en : BY_HAND_ONLY_UNSUBSCRIBE.de
}

/** An unsubscribe by hand is dated like one through the mailed link, and ends the pending link. */
export const dateUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (
    operation !== 'update' ||
    data.subscription !== 'unsubscribed' ||
    originalDoc?.subscription === 'unsubscribed'
  )
    return data
  return {
    ...data,
    unsubscribedAt: data.unsubscribedAt ?? new Date().toISOString(),
    tokenExpiresAt: null,
  }
}
