'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { codeFromFragment } from '../link'
import { storeCode, useHydratedWhitepapers, useWhitepaperStore } from '../store'
import { useWhitepaperDownload } from '../useWhitepaperDownload'
import { DownloadError } from './DownloadError'
import { WhitepaperAccess } from './WhitepaperAccess'

type Props = { id: number; title: string; locale: Locale }

/**
 * The browser's part of /whitepaper-dl/<id>/: the mailed link carries the access code in its
 * fragment (never sent to the server); it is stored like a code from the form and removed from
 * the address bar. Then the download is offered, or the request form when there is no code.
 */
export function MailedLinkAccess({ id, title, locale }: Props) {
  const t = useTranslations('whitepaperForm')
  const hydrated = useHydratedWhitepapers()
  const code = useWhitepaperStore((state) => state.codes[String(id)])
  const { download, busy, failed } = useWhitepaperDownload(id, title)
  const [linkInvalid, setLinkInvalid] = useState(false)
  const access = { id, title, locale, code, busy, onDownload: () => void download() }

  useEffect(() => {
    const fromLink = codeFromFragment(window.location.hash)
    if (fromLink === null) return
    // The code should not stay in the address bar, where it would be bookmarked or shared.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    )
    // The fragment exists only in the browser, after hydration; a refused code is shown once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from window on mount
    if (!storeCode(id, fromLink)) setLinkInvalid(true)
  }, [id])

  // Until the stored codes are read, neither the form nor the download would be the right offer.
  if (!hydrated) return <div className="min-h-32" />
  return (
    <div>
      <div aria-live="polite">
        {linkInvalid && !code && !failed && (
          <p className="mb-4 font-medium text-red-800">{t('page.linkInvalid')}</p>
        )}
      </div>
      <DownloadError failed={failed} />
      <div className="mt-4">
        <WhitepaperAccess {...access} />
      </div>
    </div>
  )
}
