import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import { PortalSection } from '../../components/PortalSection'
import { BROWSE_LINKS, TEXT_LINK } from '../constants'
import type { Recommendations } from '../queries'
import { BrowseNote } from './BrowseNote'
import { RecommendedSeminar } from './RecommendedSeminar'

/**
 * Per booked programme, the current modules its booking does not cover, with the seminars that fill
 * them.
 */
export async function MissingModules({ locale, data }: { locale: Locale; data: Recommendations }) {
  const t = await getTranslations({ locale, namespace: 'portal.recommendationsPage' })
  const labels = { nextDate: t('nextDate'), onRequest: t('onRequest') }
  return (
    <PortalSection id="recommendations-modules" title={t('modulesTitle')} className="mt-12">
      {data.gaps.length === 0 ? (
        <BrowseNote
          locale={locale}
          text={data.hasProgrammes ? 'programmesComplete' : 'noProgrammes'}
        />
      ) : (
        <>
          <p className="mt-2 text-muted">{t('modulesIntro')}</p>
          {data.gaps.map((programme) => (
            <div key={programme.id} className="mt-6" data-testid="programme-gap">
              <h3 className="text-lg font-semibold">{programme.title}</h3>
              <ul className="mt-3 space-y-4">
                {programme.missing.map((module) => (
                  <li key={module.id} className="rounded-lg border border-line p-5">
                    <p className="text-sm text-muted">
                      {t('category', { category: module.category })}
                    </p>
                    <h4 className="mt-1 font-semibold">{module.title}</h4>
                    {module.seminars.length === 0 ? (
                      <p className="mt-2 text-sm">{t('noSeminars')}</p>
                    ) : (
                      <>
                        <p className="mt-3 text-sm font-semibold">{t('moduleSeminars')}</p>
                        <ul className="mt-1 space-y-2 text-sm">
                          {module.seminars.map((seminar) => (
                            <li key={seminar.id}>
                              <RecommendedSeminar seminar={seminar} labels={labels} />
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="mt-6 text-sm">
            {t.rich('modulesContact', {
              contact: (chunks) => (
                <SmartLink href={BROWSE_LINKS[locale].contact} className={TEXT_LINK}>
                  {chunks}
                </SmartLink>
              ),
            })}
          </p>
        </>
      )}
    </PortalSection>
  )
}
