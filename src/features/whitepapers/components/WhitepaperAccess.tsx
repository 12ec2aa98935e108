import { useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { UnlockedPanel } from './UnlockedPanel'
import { WhitepaperRequestForm } from './WhitepaperRequestForm'

type Props = {
  id: number
  title: string
  locale: Locale
  /** The stored access code of this whitepaper, if any. */
  code: string | undefined
  busy: boolean
  onDownload: () => void
}

/**
 * What the modal and the mailed-link page show: with a code the download, without one the request
 * form. A successful request stores the code, so this switches to the download by itself.
 */
export function WhitepaperAccess({ id, title, locale, code, busy, onDownload }: Props) {
  const [justUnlocked, setJustUnlocked] = useState(false)
  if (code)
    return (
      <UnlockedPanel
        title={title}
        busy={busy}
        onDownload={onDownload}
        justUnlocked={justUnlocked}
      />
    )
  return (
    <WhitepaperRequestForm
      whitepaperId={id}
      locale={locale}
      onUnlocked={() => setJustUnlocked(true)}
    />
  )
}
