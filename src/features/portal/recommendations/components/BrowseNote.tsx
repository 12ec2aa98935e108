import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import { BROWSE_LINKS, TEXT_LINK } from '../constants'

type Key = 'noBookings' | 'nothingNew' | 'noProgrammes' | 'programmesComplete'

/** An empty section's friendly text, with links into the catalogue. */
export async function BrowseNote({ locale, text }: { locale: Locale; text: Key }) {
  const t = await getTranslations({ locale, namespace: 'portal.recommendationsPage' })
  const links = BROWSE_LINKS[locale]
  const link = (href: string) =>
    function renderLink(chunks: React.ReactNode) {
      return (
        <SmartLink href={href} className={TEXT_LINK}>
          {chunks}
        </SmartLink>
      )
    }
  return (
    <div className="mt-3 space-y-2 rounded-lg bg-section-blue p-5">
      <p>{t(text)}</p>
      <p>
        {text === 'noProgrammes' || text === 'programmesComplete'
          ? t.rich('browseProgrammes', { programmes: link(links.programmes) })
          : t.rich('browse', { seminars: link(links.seminars), finder: link(links.finder) })}
      </p>
    </div>
  )
}
