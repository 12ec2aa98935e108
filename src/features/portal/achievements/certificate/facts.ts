import type { Locale } from '@/i18n/locales'
import type { Booking, SeminarDate } from '@/payload-types'

import { toPortalItems } from '../../timeline'
import type { CertificateTarget } from './paths'

/** What a certificate states, taken from a booking the customer may read. */
export type CertificateFacts = {
  participant: string
  firstName: string
  lastName: string
  /** The seminar's title in the certificate's language, else the title as booked. */
  title: string
  /** For a module of a development programme: the programme and the module. */
  programme: { title: string; module: string } | null
  code: string | null
  /** In the certificate's language, like every date on it. */
  period: string
  place: string
  /** Last day (ISO), the certificate's date. */
  end: string | null
}

type DateRef = number | SeminarDate | null | undefined

function seminarOf(date: DateRef): { title: string; code: string } | null {
  const seminar = date && typeof date === 'object' ? date.seminar : null
  return seminar && typeof seminar === 'object'
    ? { title: seminar.title, code: seminar.code }
    : null
}

/**
 * The facts for one certificate, or null when there is none to give: the item, participant or
 * module does not exist, or the seminar (module) is not completed (confirmed and over). The booking
 * must be populated to depth 2 for seminar titles and codes.
 */
export function certificateFacts(
  booking: Booking,
  target: CertificateTarget,
  locale: Locale,
  now: Date = new Date(),
): CertificateFacts | null {
  const item = toPortalItems([booking], locale, now).find((i) => i.itemId === target.itemId)
  const raw = booking.items.find((i, index) => (i.id ?? String(index)) === target.itemId)
  if (!item || !raw) return null
  const index = item.participants.findIndex((p) => p.id === target.participantId)
  const person = raw.participants[index]
  if (index < 0 || !person) return null
  const who = {
    participant: item.participants[index]!.name,
    firstName: person.vorname,
    lastName: person.nachname,
  }

  if (target.moduleId === null) {
    if (item.type !== 'seminar' || item.status !== 'completed') return null
    const seminar = seminarOf(raw.seminarDate)
    return {
      ...who,
      title: seminar?.title ?? item.title,
      programme: null,
      code: seminar?.code ?? null,
      period: item.period,
      place: item.place,
      end: item.end,
    }
  }

  if (item.type !== 'qualifizierungsprogramm' || item.status === 'cancelled') return null
  const programmeModule = item.modules.find((m) => m.moduleId === target.moduleId)
  const rawModule = raw.modules?.find((m) => m.moduleId === target.moduleId)
  if (!programmeModule?.completed || !rawModule) return null
  const seminar = seminarOf(rawModule.seminarDate)
  return {
    ...who,
    title: seminar?.title ?? programmeModule.title,
    programme: { title: item.title, module: programmeModule.title },
    code: seminar?.code ?? null,
    period: programmeModule.period,
    place: programmeModule.place,
    end: programmeModule.end,
  }
}
