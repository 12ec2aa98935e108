import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { EXIT_PREVIEW_HREF } from './paths'
import { RefreshOnSave } from './RefreshOnSave.lazy'

/**
 * Shown on every page while draft mode is on (the layout renders it only then): says that
 * unpublished changes are visible and links to the end of the preview, back on the same page.
 * A region of its own, so that it is in a landmark without joining header or main. In the admin's
 * live preview the link ends draft mode too; the public page that follows may not be framed, so
 * the frame stays empty until the editor opens the document again.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <section aria-label={t('label')} className="on-dark bg-section-dark text-on-dark">
      <p className="container-site flex flex-wrap items-center gap-x-2 py-1 text-sm">
        <span>{t('notice')}</span> <span aria-hidden="true">–</span>{' '}
        {/* A plain link, no prefetch: the route ends draft mode when it is requested. */}
        <a
          href={EXIT_PREVIEW_HREF}
          className="inline-flex min-h-6 items-center font-semibold text-link-on-dark underline underline-offset-2"
        >
          {t('exit')}
        </a>
      </p>
      <RefreshOnSave />
    </section>
  )
}
