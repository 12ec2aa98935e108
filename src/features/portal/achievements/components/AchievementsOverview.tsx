import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { CompletedEntry, ProgrammeProgress } from '../progress'

import { CompletedList } from './CompletedList'
import { ProgrammeProgressList } from './ProgrammeProgressList'

type Props = { entries: CompletedEntry[]; programmes: ProgrammeProgress[]; locale: Locale }

/** The achievements page's two sections: completed seminars with certificates, programme progress. */
export async function AchievementsOverview({ entries, programmes, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'portal.achievementsPage' })
  return (
    <>
      <section aria-labelledby="portal-completed" className="mt-8">
        <h2 id="portal-completed" className="text-xl font-semibold">
          {t('completed')}
        </h2>
        <CompletedList entries={entries} locale={locale} t={t} />
      </section>
      <section aria-labelledby="portal-progress" className="mt-10">
        <h2 id="portal-progress" className="text-xl font-semibold">
          {t('progress')}
        </h2>
        <ProgrammeProgressList programmes={programmes} locale={locale} t={t} />
      </section>
    </>
  )
}
