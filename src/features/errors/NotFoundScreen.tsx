import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getNotFoundPage } from '@/features/pages/queries'
import type { Locale } from '@/i18n/locales'

import { ErrorScreen } from './ErrorScreen'

/**
 * 404: 'Page not found' with the requested path, then the blocks of the CMS page marked as the 404
 * page. `path` is the path as an element: written by the server, or read by the browser.
 */
export async function NotFoundScreen({ locale, path }: { locale: Locale; path: React.ReactNode }) {
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getNotFoundPage(locale),
  ])
  const [before, after] = t.raw('notFoundLead').split('{path}') as [string, string]
  return (
    <>
      <ErrorScreen
        status={404}
        title={t('notFoundTitle')}
        statusLabel={t('statusLabel', { status: 404 })}
      >
        <p>
          {before}
          {path}
          {after}
        </p>
      </ErrorScreen>
      {page && <RenderBlocks blocks={page.blocks} locale={locale} />}
    </>
  )
}
