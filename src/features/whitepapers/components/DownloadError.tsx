import { useTranslations } from 'next-intl'

/**
 * 'Fehler beim Download.' (docs/behaviour/errors.md) in a live region that stays in the page, so
 * the message is announced when it appears even though the button the visitor pressed has just been
 * replaced.
 */
export function DownloadError({ failed }: { failed: boolean }) {
  const t = useTranslations('whitepaperForm')
  return (
    <div aria-live="assertive" aria-atomic="true">
      {failed && (
        <p
          className="mt-4 rounded border-l-4 border-red-700 bg-red-50 p-4 font-medium text-red-800"
          data-whitepaper-download-error=""
        >
          <strong>{t('downloadFailed')}</strong> <span>{t('downloadFailedInfo')}</span>
        </p>
      )}
    </div>
  )
}
