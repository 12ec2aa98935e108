import { ratingStars, type StarKind } from '@/lib/rating'

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z'

function Star({ kind }: { kind: StarKind }) {
  return (
    <span aria-hidden="true" data-star={kind} className="relative inline-block size-5 shrink-0">
      <svg
        viewBox="0 0 24 24"
        className="absolute inset-0 size-5 text-gray-300"
        fill="currentColor"
      >
        <path d={STAR_PATH} />
      </svg>
      {kind !== 'empty' && (
        <span
          className={`absolute inset-y-0 left-0 overflow-hidden ${kind === 'half' ? 'w-1/2' : 'w-full'}`}
        >
          <svg viewBox="0 0 24 24" className="size-5 text-amber-600" fill="currentColor">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  )
}

/**
 * Five stars for a rating (0–5, half stars for a nonzero decimal). The stars are decoration;
 * the label, for example 'Bewertung 4,8 von 5', is what screen readers announce.
 */
export function RatingStars({
  rating,
  label,
  className = '',
}: {
  rating: number
  label: string
  className?: string
}) {
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {ratingStars(rating).map((kind, i) => (
        <Star key={i} kind={kind} />
      ))}
    </span>
  )
}
