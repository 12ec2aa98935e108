import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { PORTAL_SECTIONS } from '../constants'
import { PortalSection } from './PortalSection'

/** The overview's way into the four other sections, each with a line on what it holds. */
export async function PortalSectionLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const sections = PORTAL_SECTIONS.filter((section) => section.key !== 'overview')
  // Alike PortalGlance's opening by shape only: each is a PortalSection of its own.
  return (
    <PortalSection
      id="portal-sections"
      title={t('overviewPage.sectionsTitle')}
      className="mt-8"
      headingClassName="text-lg font-semibold"
    >
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.key}>
            <SmartLink
              href={getPathname({ href: section.href, locale })}
              className="block h-full rounded border border-line p-4 hover:border-brand hover:bg-section-blue"
            >
              <span className="block font-semibold text-brand">{t(`sections.${section.key}`)}</span>
              <span className="mt-1 block text-sm text-muted">
                {t(`overviewPage.hints.${section.key}`)}
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </PortalSection>
  )
}
