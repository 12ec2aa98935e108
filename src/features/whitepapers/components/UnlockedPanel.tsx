import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

type Props = {
  /** The whitepaper's title, read out with the button. */
  title: string
  busy: boolean
  onDownload: () => void
  /** Right after a request: say that the link comes by mail too, and move the focus here. */
  justUnlocked?: boolean
}

/**
 * 'Der Download ist nun freigeschaltet' with the download button (docs/behaviour/states.md
 * "Whitepaper download").
 */
export function UnlockedPanel({ title, busy, onDownload, justUnlocked = false }: Props) {
  const t = useTranslations('whitepaperForm')
  const heading = useRef<HTMLHeadingElement>(null)
  // Only after the visitor's own request: on a page load the focus stays where the browser put it.
  useEffect(() => {
    if (justUnlocked) heading.current?.focus({ preventScroll: true })
  }, [justUnlocked])
  return (
    <div
      className="rounded-lg border-l-4 border-green-700 bg-green-50 p-6"
      data-whitepaper-unlocked=""
    >
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('unlocked')}
      </h3>
      {justUnlocked && <p className="mt-2">{t('unlockedMail')}</p>}
      {/* aria-disabled, not disabled: a disabled button drops the focus, and Escape would no longer close the dialog. */}
      <button
        type="button"
        className="btn-primary mt-6"
        onClick={() => !busy && onDownload()}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? t('downloading') : t('download')}
        <span className="sr-only"> – {title}</span>
      </button>
    </div>
  )
}
