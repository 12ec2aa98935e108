/**
 * The institute's word mark: an abstract 'F' in a square, followed by the name. Below 360 px (the
 * smallest phones, and 320 px is WCAG's reflow width) the name is smaller, breaks over two lines
 * and leaves out the town, so that the header's buttons still fit beside it.
 */
export function Logo({ className = '', suffix }: { className?: string; suffix?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 sm:gap-3 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="6" fill="#005ca9" />
        <path d="M12 9h17v5H18v5h9v5h-9v7h-6z" fill="#fff" />
        <circle cx="30" cy="29" r="3" fill="#9fd0ff" />
      </svg>
      <span className="flex flex-col leading-none whitespace-nowrap max-[360px]:whitespace-normal">
        <span className="text-base font-bold tracking-tight text-ink max-[360px]:text-sm max-[360px]:leading-tight sm:text-lg">
          Institut für Führung
        </span>{' '}
        <span className="text-xs font-semibold tracking-[0.2em] text-muted uppercase max-[360px]:sr-only">
          Münster
        </span>
        {suffix && <span className="sr-only"> – {suffix}</span>}
      </span>
    </span>
  )
}
