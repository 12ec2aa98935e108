/** A bookmark ribbon: filled while the seminar is bookmarked, outlined otherwise. Decorative. */
export function BookmarkIcon({
  filled,
  className = 'size-6',
}: {
  filled: boolean
  className?: string
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      data-filled={filled}
    >
      <path
        d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1z"
        strokeLinejoin="round"
      />
    </svg>
  )
}
