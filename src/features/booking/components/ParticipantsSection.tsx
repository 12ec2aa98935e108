import { useTranslations } from 'next-intl'

import type { ItemSummary } from '@/features/cart/summary'
import type { CartItem } from '@/features/cart/types'

import { PersonFields } from './PersonFields'

type Props = {
  items: CartItem[]
  lines: ItemSummary[] | null
  /** Participant 1 is also the contact person (the tick in ContactSection). */
  firstIsContact: boolean
}

/** The seminar or programme name of a cart item, once the server has told it. */
export function itemTitle(line: ItemSummary | undefined): string | null {
  return line?.date?.seminarTitle ?? line?.programme?.title ?? null
}

/**
 * One block per booked date or programme, with one fieldset per participant the cart holds for it.
 */
export function ParticipantsSection({ items, lines, firstIsContact }: Props) {
  const t = useTranslations('booking')
  return (
    <section aria-labelledby="booking-participants" className="space-y-8">
      <h2 id="booking-participants" className="text-2xl font-bold">
        {t('participants.title')}
      </h2>
      {items.map((item, i) => {
        const line = lines?.[i]
        const title = itemTitle(line) ?? t('participants.itemFallback', { number: i + 1 })
        const date = line?.date
        return (
          <div
            key={`${item.type}-${item._id}-${item.termin_auswahl.termin}-${item.qpID ?? ''}`}
            className="space-y-6 rounded-lg border border-line p-5 md:p-6"
          >
            <h3 className="text-xl font-semibold">
              {title}
              {date && (
                <span className="block text-base font-normal text-muted">
                  {[date.period, date.place].filter(Boolean).join(' · ')}
                </span>
              )}
            </h3>
            {Array.from({ length: Math.max(1, item.teilnehmer) }, (_, j) => (
              <fieldset key={j} className="space-y-4">
                <legend className="mb-2 font-semibold text-brand">
                  {t('participants.legend', { number: j + 1 })}
                  <span className="sr-only">, {title}</span>
                </legend>
                <PersonFields
                  prefix={`items.${i}.participants.${j}`}
                  variant="participant"
                  phoneRequired={firstIsContact && i === 0 && j === 0}
                />
              </fieldset>
            ))}
          </div>
        )
      })}
    </section>
  )
}
