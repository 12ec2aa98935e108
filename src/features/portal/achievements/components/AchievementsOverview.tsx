import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { PortalSection } from '../../components/PortalSection'
import type { CompletedEntry, ProgrammeProgress } from '../progress'

import { CompletedList } from './CompletedList'
import { ProgrammeProgressList } from './ProgrammeProgressList'

type Props = { entries: CompletedEntry[]; programmes: ProgrammeProgress[]; locale: Locale }

/**
 * The achievements page's two sections: completed seminars with certificates, programme progress.
 */
export async function AchievementsOverview({ entries, programmes, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'portal.achievementsPage' })
  return (
    <>
      <PortalSection id="portal-completed" title={t('completed')} className="mt-8">
        <CompletedList entries={entries} locale={locale} t={t} />
      </PortalSection>
      <PortalSection id="portal-progress" title={t('progress')} className="mt-10">
        <ProgrammeProgressList programmes={programmes} locale={locale} t={t} />
      </PortalSection>
    </>
  )
}
