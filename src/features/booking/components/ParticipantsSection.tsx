import { useTranslations } from 'next-intl'

import type { SeminarDateView } from '@/features/seminars/types'

import { PersonFields } from './PersonFields'

type Props = {
  items: { dateId: number; participants: number }[]
  dates: Map<number, SeminarDateView>
}

/** One block per booked date with one fieldset per participant the cart holds for it. */
export function ParticipantsSection({ items, dates }: Props) {
  const t = useTranslations('booking')
  return (
    <section aria-labelledby="booking-participants" className="space-y-8">
      <h2 id="booking-participants" className="text-2xl font-bold">
        {t('participants.title')}
      </h2>
      {items.map((item, i) => {
        const date = dates.get(item.dateId)
        const seminar = date?.seminarTitle ?? t('participants.seminarFallback', { number: i + 1 })
        return (
          <div key={item.dateId} className="space-y-6 rounded-lg border border-line p-5 md:p-6">
            <h3 className="text-xl font-semibold">
              {seminar}
              {date && <span className="block text-base font-normal text-muted">{[date.period, date.place].filter(Boolean).join(' · ')}</span>}
            </h3>
            {Array.from({ length: item.participants }, (_, j) => (
              <fieldset key={j} className="space-y-4">
                <legend className="mb-2 font-semibold text-brand">
                  {t('participants.legend', { number: j + 1 })}
                  <span className="sr-only">, {seminar}</span>
                </legend>
                <PersonFields prefix={`items.${i}.participants.${j}`} variant="participant" />
              </fieldset>
            ))}
          </div>
        )
      })}
    </section>
  )
}
