import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import type { NoticeKind } from '@/features/activity/notices'
import type { Locale } from '@/i18n/locales'

import { getVisitorNotices, type NoticeContent } from './queries'
import type { VisitorNotice } from './VisitorModals.client'
import { VisitorModalsLoader } from './VisitorModalsLoader.client'

function toNotice(content: NoticeContent, readMore: string, noImage: string): VisitorNotice {
  return {
    title: content.title,
    text: content.text,
    href: content.link,
    linkText: content.linkText ?? readMore,
    // Rendered here (CmsImage needs the server's settings) but only mounted, and so only
    // requested by the browser, when the notice opens.
    image: content.image ? (
      <CmsImage
        image={content.image}
        sizes="(min-width: 768px) 608px, 100vw"
        noImageText={noImage}
        className="h-auto w-full rounded"
      />
    ) : null,
  }
}

/**
 * The visitor notices (annual programme on exit intent, magazine at 40 % scroll depth) with the
 * behaviour tracking behind them and the rules that keep them from interrupting. Mount once in the
 * site layout.
 */
export async function VisitorModalsRoot({ locale }: { locale: Locale }) {
  const [{ notices: content, intervalDays }, t, tc] = await Promise.all([
    getVisitorNotices(locale),
    getTranslations({ locale, namespace: 'visitorModals' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const notices: Partial<Record<NoticeKind, VisitorNotice>> = {}
  for (const [kind, notice] of Object.entries(content) as [NoticeKind, NoticeContent][]) {
    notices[kind] = toNotice(notice, t('readMore'), tc('noImage'))
  }
  return (
    <VisitorModalsLoader
      notices={notices}
      labels={{ close: t('close'), dismiss: t('dismiss') }}
      intervalDays={intervalDays}
    />
  )
}
