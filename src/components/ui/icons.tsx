import type { ReactNode, SVGProps } from 'react'

type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  className?: string
  strokeWidth?: string
  children: ReactNode
}

/**
 * A decorative line icon in a 24 × 24 box, drawn in the text's colour. Further SVG attributes
 * (line caps, joins, data attributes) pass through to the `svg`.
 */
export function LineIcon({
  className = 'size-6',
  strokeWidth = '2',
  children,
  ...svgProps
}: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...svgProps}
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

/** The arrow of a link that leads on (a tile, a promo button). */
export function ArrowRightIcon({ className = 'size-5 shrink-0' }: { className?: string }) {
  return (
    <LineIcon className={className} strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12h14m-6-6 6 6-6 6" />
    </LineIcon>
  )
}
