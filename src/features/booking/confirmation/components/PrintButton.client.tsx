'use client'

type Props = { label: string }

/** Opens the browser's print dialog; the print stylesheet leaves buttons off the paper. */
export function PrintButton({ label }: Props) {
  return (
    <button type="button" onClick={() => window.print()} className="btn-secondary print:hidden">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M7 9V3.5h10V9M7 17H4.5V10a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v7H17" />
        <path d="M7 14h10v6.5H7z" />
      </svg>
      {label}
    </button>
  )
}
