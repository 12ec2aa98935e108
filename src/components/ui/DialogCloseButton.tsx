import { CloseIcon } from './icons'

/** The cross beside a dialog's heading that closes it. */
export function DialogCloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className="-mt-1 -mr-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded text-ink hover:bg-section-grey hover:text-brand"
    >
      <CloseIcon />
    </button>
  )
}
