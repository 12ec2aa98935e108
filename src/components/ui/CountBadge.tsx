/**
 * The number on a header icon (cart, bookmarks), hidden at 0. Screen readers hear the count from
 * the link's own label instead.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className={`absolute top-0.5 right-0 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-bold text-white ${count === 0 ? 'hidden' : ''}`}
    >
      {count}
    </span>
  )
}
