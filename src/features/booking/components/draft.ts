import { BOOKING_KINDS } from '@/features/forms/options'

import { BOOKING_DRAFT_STORAGE_KEY } from '../constants'

/**
 * What the booking form keeps in the tab's session storage beyond the cart, so that a reload or a
 * way back finds it again. The consents are not kept: they are given anew for each send.
 */
export type BookingDraft = {
  kind?: (typeof BOOKING_KINDS)[number]
  comment?: string
  contactIsFirstParticipant?: boolean
}

/** The stored draft; whatever is missing or not of its kind is left out. */
export function readDraft(): BookingDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_STORAGE_KEY) ?? '{}')
    if (!stored || typeof stored !== 'object') return {}
    const { kind, comment, contactIsFirstParticipant } = stored as Record<string, unknown>
    return {
      ...(BOOKING_KINDS.find((value) => value === kind)
        ? { kind: kind as BookingDraft['kind'] }
        : {}),
      ...(typeof comment === 'string' ? { comment } : {}),
      ...(typeof contactIsFirstParticipant === 'boolean' ? { contactIsFirstParticipant } : {}),
    }
  } catch {
    // Storage switched off, or something else stored under the key.
    return {}
  }
}

/** Stores a part of the draft, keeping the rest. */
export function saveDraft(part: BookingDraft): void {
  try {
    sessionStorage.setItem(BOOKING_DRAFT_STORAGE_KEY, JSON.stringify({ ...readDraft(), ...part }))
  } catch {
    // Storage full or switched off: the form still works, it only forgets on reload.
  }
}

/** Forgets the draft once the booking is sent. */
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(BOOKING_DRAFT_STORAGE_KEY)
  } catch {
    // Nothing stored then either.
  }
}
