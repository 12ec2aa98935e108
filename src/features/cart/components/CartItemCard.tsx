import type React from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { DATES_SECTION_ID } from '@/features/seminars/constants'

import type { ItemSummary } from '../summary'
import { ParticipantCount } from './ParticipantCount'
import { type CartViewLabels, countText, fill } from './labels'

type Props = {
  line: ItemSummary
  labels: CartViewLabels
  /** Most participants the + button allows for this item. */
  maxParticipants: number
  onIncrease: () => void
  onDecrease: () => void
  onRemove: () => void
}

/** The item's title as the cart names it, also when the server no longer knows it. */
export function itemTitle(line: ItemSummary, labels: CartViewLabels): string {
  return line.date?.seminarTitle ?? line.programme?.title ?? labels.goneTitle
}

function notice(line: ItemSummary, labels: CartViewLabels): string | null {
  switch (line.availability) {
    case 'gone':
      return line.item.type === 'seminar' ? labels.gone : labels.programmeGone
    case 'full':
      return labels.full
    case 'fewSeats':
      return countText(line.seatsLeft ?? 0, labels.fewSeatsOne, labels.fewSeatsOther)
    default:
      return null
  }
}

/** One cart item: what, when, where, price per person, participants, subtotal, remove. */
export function CartItemCard({
  line,
  labels,
  maxParticipants,
  onIncrease,
  onDecrease,
  onRemove,
}: Props) {
  const title = itemTitle(line, labels)
  const titleId = `cart-item-${line.index}-title`
  const message = notice(line, labels)
  const { date, programme } = line

  return (
    <li
      data-testid="cart-item"
      className={`rounded-lg border bg-white p-5 md:p-6 ${message ? 'border-red-700' : 'border-line'}`}
    >
      {line.item.type === 'qualifizierungsprogramm' && (
        <p className="text-sm font-semibold text-muted uppercase">{labels.programme}</p>
      )}
      <h3 id={titleId} className="text-xl leading-snug font-semibold">
        {date ? (
          <SmartLink
            href={`${date.seminarUrl}#${DATES_SECTION_ID}`}
            className="text-brand underline-offset-2 hover:text-brand-darker hover:underline"
          >
            {title}
          </SmartLink>
        ) : (
          title
        )}
      </h3>

      {message && (
        <p className="mt-3 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}

      {(date || programme) && (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-3">
          {date && (
            <>
              <Fact label={labels.period}>{date.period}</Fact>
              <Fact label={labels.place}>{date.place}</Fact>
            </>
          )}
          <Fact label={labels.pricePerPerson}>
            <span className="font-semibold">{date?.priceLabel ?? programme?.priceLabel}</span>{' '}
            <span className="text-sm text-muted">{labels.priceNote}</span>
          </Fact>
        </dl>
      )}

      {line.modules.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold">{labels.modules}</h4>
          <ul className="mt-2 space-y-2 text-sm">
            {line.modules.map((m) => (
              <li key={m.id} className="rounded bg-section-grey px-3 py-2">
                <span className="block text-muted">{m.category}</span>
                <span className="block font-semibold">{m.date?.seminarTitle ?? m.title}</span>
                <span className="block">
                  {m.date
                    ? `${m.date.period}${m.date.place ? `, ${m.date.place}` : ''}`
                    : labels.moduleDateMissing}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-t border-line pt-4">
        {line.availability !== 'gone' && (
          <ParticipantCount
            id={`cart-item-${line.index}-count`}
            count={line.item.teilnehmer}
            max={maxParticipants}
            label={labels.participants}
            decreaseLabel={fill(labels.decrease, { title })}
            increaseLabel={fill(labels.increase, { title })}
            onDecrease={onDecrease}
            onIncrease={onIncrease}
          />
        )}
        {line.availability !== 'gone' && (
          <p className="text-right">
            <span className="block text-sm text-muted">{labels.subtotal}</span>
            <span className="text-lg font-semibold" data-testid="cart-item-subtotal">
              {line.subtotalLabel}
            </span>
          </p>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={fill(labels.removeLabel, { title })}
          className="btn-secondary"
        >
          {labels.remove}
        </button>
      </div>
    </li>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
