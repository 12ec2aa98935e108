'use client'

import { CountBadge } from '@/components/ui/CountBadge'
import { LineIcon } from '@/components/ui/icons'
import { useCartCount } from '@/features/cart/cart-store'

type Props = {
  href: string
  label: string
  countLabels: { zero: string; one: string; other: string }
}

function countLabel(count: number, labels: Props['countLabels']): string {
  const template = count === 0 ? labels.zero : count === 1 ? labels.one : labels.other
  return template.replace('#', String(count))
}

/** The header's cart link with the number of items; follows changes made in other tabs. */
export function CartLink({ href, label, countLabels }: Props) {
  const count = useCartCount()
  return (
    <a
      href={href}
      aria-label={countLabel(count, countLabels)}
      title={label}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded text-ink hover:text-brand"
      data-testid="cart-link"
    >
      <LineIcon strokeWidth="1.8">
        <path
          d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </LineIcon>
      <CountBadge count={count} testId="cart-count" />
    </a>
  )
}
