type Props = {
  id: string
  count: number
  max: number
  label: string
  decreaseLabel: string
  increaseLabel: string
  onDecrease: () => void
  onIncrease: () => void
}

const STEP =
  'inline-flex size-11 items-center justify-center rounded border-2 border-brand bg-white text-xl font-bold text-brand hover:bg-brand hover:text-white aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-muted aria-disabled:hover:bg-white'

/**
 * − count + for the participants of an item. At the limits the buttons say aria-disabled rather
 * than disabled, so a keyboard user's focus stays on the button that just stopped working.
 */
export function ParticipantCount({
  id,
  count,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
}: Props) {
  const atMin = count <= 1
  const atMax = count >= max
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="block text-sm text-muted">
        {label}
      </span>
      <div className="mt-1 flex items-center gap-2">
        {/* The increase button below mirrors this one by design: each has its own label, limit
           and handler. */}
        <button
          type="button"
          aria-label={decreaseLabel}
          aria-disabled={atMin}
          onClick={() => !atMin && onDecrease()}
          className={STEP}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span data-testid="participant-count" className="min-w-8 text-center text-lg font-semibold">
          {count}
        </span>
        <button
          type="button"
          aria-label={increaseLabel}
          aria-disabled={atMax}
          onClick={() => !atMax && onIncrease()}
          className={STEP}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
