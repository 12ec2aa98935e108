'use client'

import { LineIcon } from '@/components/ui/icons'

type Props = { label: string }

/** Opens the browser's print dialog; the print stylesheet leaves buttons off the paper. */
export function PrintButton({ label }: Props) {
  return (
    <button type="button" onClick={() => window.print()} className="btn-secondary print:hidden">
      <LineIcon className="size-5 shrink-0">
        <path d="M7 9V3.5h10V9M7 17H4.5V10a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v7H17M7 14h10v6.5H7z" />
      </LineIcon>
      {label}
    </button>
  )
}
