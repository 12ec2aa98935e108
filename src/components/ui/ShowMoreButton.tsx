/** The "show more" button of paged lists: outlined brand button, names the list it extends. */
export function ShowMoreButton({
  onClick,
  label,
  controls,
  describedBy,
  className = 'mt-8',
}: {
  onClick: () => void
  label: string
  controls?: string
  describedBy?: string
  className?: string
}) {
  return (
    <div className={className}>
      <button
        type="button"
        onClick={onClick}
        aria-controls={controls}
        aria-describedby={describedBy}
        className="inline-flex min-h-11 items-center rounded border-2 border-brand bg-white px-6 font-semibold text-brand hover:bg-brand hover:text-white"
      >
        {label}
      </button>
    </div>
  )
}
