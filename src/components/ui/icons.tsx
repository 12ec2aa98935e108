import type { ReactNode } from 'react'

type LineIconProps = { className?: string; strokeWidth?: string; children: ReactNode }

/** A decorative line icon in a 24 × 24 box, drawn in the text's colour. */
export function LineIcon({ className = 'size-6', strokeWidth = '2', children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  )
}

/** The cross of a close button. */
export function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </LineIcon>
  )
}
