import type React from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { SeminarTitleLink } from '@/features/seminars/components/SeminarCardParts'

import { TEXT_LINK } from '../constants'
import type { ModuleSeminar, NextDate } from '../rank'

/** '03.12.2026 – 04.12.2026 · Münster', or the note that dates are given on request. */
export function nextDateText(date: NextDate | null, onRequest: string): string {
  if (!date) return onRequest
  return date.place ? `${date.period} · ${date.place}` : date.period
}

type Props = {
  seminar: ModuleSeminar
  labels: { nextDate: string; onRequest: string }
  /**
   * Shown as a card with more to say (the reason, further facts); otherwise as a line in a list.
   */
  card?: { details: React.ReactNode; facts: React.ReactNode }
}

/**
 * A recommended seminar: its title linking to the seminar's page, and its next date with free seats
 * and place.
 */
export function RecommendedSeminar({ seminar, labels, card }: Props) {
  const next = nextDateText(seminar.nextDate, labels.onRequest)
  if (!card) {
    return (
      <>
        <SmartLink href={seminar.url} className={`${TEXT_LINK} inline-flex min-h-6 items-center`}>
          {seminar.title}
        </SmartLink>
        <span className="block text-muted">
          {labels.nextDate}: {next}
        </span>
      </>
    )
  }
  return (
    <article className="flex h-full flex-col rounded-lg border border-line p-5">
      <div className="flex-1">
        <h3 className="text-lg leading-snug font-semibold">
          <SeminarTitleLink seminar={seminar} />
        </h3>
        {card.details}
      </div>
      <dl className="mt-4 grid gap-y-2 border-t border-line pt-3 text-sm">
        {card.facts}
        <div>
          <dt className="text-muted">{labels.nextDate}</dt>
          <dd className="font-semibold">{next}</dd>
        </div>
      </dl>
    </article>
  )
}
