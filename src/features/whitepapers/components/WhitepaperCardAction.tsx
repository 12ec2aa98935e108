import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Modal } from '@/components/ui/Modal.lazy'
import type { Locale } from '@/i18n/locales'

import { chooseWhitepaper, useStoredCode } from '../store'
import { useWhitepaperDownload } from '../useWhitepaperDownload'
import { DownloadError } from './DownloadError'
import { WhitepaperAccess } from './WhitepaperAccess'

type Props = { id: number; title: string; locale: Locale }

/**
 * A whitepaper card's action (docs/behaviour/states.md "Whitepaper download"): without a stored
 * code the button opens the request form in a modal; with one the card says the download is
 * unlocked and offers it.
 */
export function WhitepaperCardActionView({ id, title, locale }: Props) {
  const t = useTranslations('whitepaperForm')
  const code = useStoredCode(id)
  const { download, busy, failed, reset } = useWhitepaperDownload(id, title)
  const [open, setOpen] = useState(false)
  const downloadButton = useRef<HTMLButtonElement>(null)
  const access = { id, title, locale, code, busy, onDownload: () => void download() }

  const openForm = () => {
    reset()
    chooseWhitepaper(id)
    setOpen(true)
  }

  const openChange = (next: boolean) => {
    setOpen(next)
    // The modal gives the focus back to the button that opened it; after an unlock that button is
    // gone, so the focus goes to the card's download button instead (after react-aria's own
    // restore).
    if (!next)
      requestAnimationFrame(() => requestAnimationFrame(() => downloadButton.current?.focus()))
  }

  return (
    <div className="mt-6">
      {code ? (
        <>
          <p className="font-semibold text-green-800">{t('unlocked')}</p>
          <button
            ref={downloadButton}
            type="button"
            className="btn-primary mt-3"
            onClick={() => void download()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('downloading') : t('download')}
            <span className="sr-only"> – {title}</span>
          </button>
        </>
      ) : (
        <button type="button" className="btn-primary" onClick={openForm} aria-haspopup="dialog">
          {t('request')}
          <span className="sr-only"> – {title}</span>
        </button>
      )}
      {/* While the modal is open, the message shows in it instead (the card is then hidden from screen readers). */}
      <DownloadError failed={failed && !open} />
      <Modal
        isOpen={open}
        onOpenChange={openChange}
        title={t('modalTitle', { title })}
        closeLabel={t('close')}
      >
        <DownloadError failed={failed} />
        <WhitepaperAccess {...access} />
      </Modal>
    </div>
  )
}
