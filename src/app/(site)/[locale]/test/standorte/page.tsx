import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { mediaUrl } from '@/components/ui/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { MAPS_PROVIDER } from '@/features/embeds/constants'
import { getGateConfig } from '@/features/embeds/labels'
import { LocationMap } from '@/features/locations/LocationMap'
import { mapsEmbedUrl, mapsLink } from '@/features/locations/maps'
import { getLocations } from '@/features/locations/queries'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { testPageMetadata } from '@/features/seo/page-metadata'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

const LINK_CLASS =
  'inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline'

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export const generateMetadata = testPageMetadata('embeds.standorte')

/**
 * /test/standorte/: every location with its address, links and a map behind the two-click notice.
 */
export default async function LocationsTestPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tMaps, tLinks, locations, gate] = await Promise.all([
    getTranslations({ locale, namespace: 'embeds.standorte' }),
    getTranslations({ locale, namespace: 'embeds.maps' }),
    getTranslations({ locale, namespace: 'blocks.standorte' }),
    getLocations(locale),
    getGateConfig(locale, MAPS_PROVIDER, 'maps'),
  ])
  const alternates = fixedRouteAlternates('/test/standorte')

  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('title')}>
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('intro')}</p>
      <ul className="mt-10 grid gap-12 lg:grid-cols-2">
        {locations.map((location) => {
          const headingId = `standort-${location.id}`
          return (
            <li key={location.id}>
              <article
                aria-labelledby={headingId}
                data-location={location.id}
                className="flex h-full flex-col"
              >
                <h2 id={headingId} className="text-xl font-semibold md:text-2xl">
                  {location.standort_titel}
                </h2>
                <address className="mt-2 leading-relaxed not-italic">
                  {location.standort_adresszusatz && (
                    <>
                      {location.standort_adresszusatz}
                      <br />
                    </>
                  )}
                  {/* Street and town lines: the same markup as ContactBox and the Locations
                     block, each over its own data; too small to share. */}
                  {location.standort_strasse}
                  <br />
                  {location.standort_plz} {location.standort_ort}
                </address>
                <div className="mt-4">
                  <LocationMap
                    src={mapsEmbedUrl(location)}
                    title={tMaps('frameTitle', { name: location.standort_titel })}
                    gate={gate}
                  />
                </div>
                <ul className="mt-3 flex flex-wrap gap-x-6">
                  {location.standort_anfahrt && (
                    <li>
                      <SmartLink href={location.standort_anfahrt} className={LINK_CLASS}>
                        {tLinks('route')}
                      </SmartLink>
                    </li>
                  )}
                  {typeof location.standort_pdf === 'object' && location.standort_pdf?.url && (
                    <li>
                      <a href={mediaUrl(location.standort_pdf.url) ?? '#'} className={LINK_CLASS}>
                        {tLinks('pdf')}
                      </a>
                    </li>
                  )}
                  {/* The maps link as in the Locations block, by markup only: this page lists
                     every location on its own, apart from the block. */}
                  <li>
                    <a
                      href={mapsLink(location)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={LINK_CLASS}
                    >
                      {tLinks('maps', { name: location.standort_titel })}
                    </a>
                  </li>
                  {/* Closing tags alike CompletedList's by shape only. */}
                </ul>
              </article>
            </li>
          )
        })}
      </ul>
    </FixedRoutePage>
  )
}
