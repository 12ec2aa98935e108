import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { Glance } from '../glance'
import { PortalSection } from './PortalSection'

/**
 * The overview's "at a glance": the next seminar (or a friendly word when there is none) and the
 * counts.
 */
export async function PortalGlance({ summary, locale }: { summary: Glance; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal.overviewPage' })
  const { next } = summary
  return (
    <PortalSection
      id="portal-glance"
      title={t('glance')}
      className="mt-8"
      headingClassName="text-lg font-semibold"
    >
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded border border-line p-4" data-testid="portal-next-seminar">
          <h3 className="font-semibold">{t('next')}</h3>
          {next ? (
            <>
              <p className="mt-2 text-lg font-semibold text-brand">{next.title}</p>
              {next.programme && (
                <p className="text-sm text-muted">{t('moduleOf', { programme: next.programme })}</p>
              )}
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {/* Alike CompletedList and the portal page by markup only: each definition list
                   shows its own fields. */}
                <dt className="text-muted">{t('when')}</dt>
                <dd>{next.period}</dd>
                {next.place && (
                  <>
                    <dt className="text-muted">{t('where')}</dt>
                    <dd>{next.place}</dd>
                  </>
                )}
                <dt className="text-muted">{t('status')}</dt>
                <dd>{next.status === 'requested' ? t('statusRequested') : t('statusConfirmed')}</dd>
              </dl>
            </>
          ) : (
            <p className="mt-2 text-muted">{t('nextEmpty')}</p>
          )}
        </div>
        <div className="rounded border border-line p-4">
          <h3 className="font-semibold">{t('counts')}</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-2">
            <dt>{t('upcoming')}</dt>
            <dd className="text-2xl font-bold text-brand" data-testid="portal-count-upcoming">
              {summary.upcoming}
            </dd>
            <dt>{t('completed')}</dt>
            <dd className="text-2xl font-bold text-brand" data-testid="portal-count-completed">
              {summary.completed}
            </dd>
          </dl>
        </div>
      </div>
    </PortalSection>
  )
}
