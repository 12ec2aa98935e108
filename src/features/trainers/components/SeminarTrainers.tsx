import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relations'
import type { Seminar } from '@/payload-types'

import { getTrainerCards } from '../queries'

/**
 * The seminar page's trainers: photo, name (a link to the profile) and role of each published
 * trainer the seminar names, in the editors' order; nothing when it names none.
 */
export async function SeminarTrainers({
  seminar,
  locale,
}: {
  seminar: Pick<Seminar, 'trainers'>
  locale: Locale
}) {
  const ids = (seminar.trainers ?? [])
    .map((trainer) => relationId(trainer))
    .filter((id): id is number => id !== null)
  if (ids.length === 0) return null
  const [t, trainers] = await Promise.all([
    getTranslations({ locale, namespace: 'trainers' }),
    getTrainerCards(locale, ids),
  ])
  if (trainers.length === 0) return null

  return (
    <section aria-labelledby="seminar-trainers" data-testid="seminar-trainers">
      <h2 id="seminar-trainers" className="text-2xl font-semibold md:text-3xl">
        {t('seminarHeading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {trainers.map((trainer) => (
          <li
            key={trainer.id}
            className="flex items-center gap-4 rounded-lg border border-line bg-white p-4"
          >
            <div className="size-20 shrink-0 overflow-hidden rounded-full bg-section-grey">
              {trainer.photo && (
                <CmsImage
                  image={trainer.photo}
                  sizes="80px"
                  className="size-full object-cover"
                  noImageText=""
                />
              )}
            </div>
            <div className="min-w-0">
              {/* A text link in the site's link style, as article cards and lists have. */}
              <SmartLink
                href={trainer.url}
                className="text-lg font-semibold text-brand underline decoration-1 underline-offset-2 hover:text-brand-darker"
              >
                {trainer.name}
              </SmartLink>
              <p className="text-muted">{trainer.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
