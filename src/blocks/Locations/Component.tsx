import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel.lazy'
import { CmsImage, mediaUrl } from '@/components/ui/CmsImage'
import { Section, SectionHeading } from '@/components/ui/Section'
import { SmartLink } from '@/components/ui/SmartLink'
import { mapsLink } from '@/features/locations/maps'
import { getLocations } from '@/features/locations/queries'
import type { Location, StandorteBlock as LocationsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** The chosen locations (or all) as a carousel of cards with route, PDF and maps links. */
export async function LocationsBlock({ block, locale, index }: BlockProps<LocationsBlockData>) {
  const [t, tc, common] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.standorte' }),
    getTranslations({ locale, namespace: 'blocks.carousel' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const chosen = (block.main_block_standorte ?? []).filter(
    (l): l is Location => typeof l === 'object' && l !== null,
  )
  const locations = chosen.length > 0 ? chosen : await getLocations(locale)
  const title = block.main_block_standorte_titel || t('defaultTitle')
  const headingId = `block-${index}-title`

  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section>
      <div>
        <Carousel
          headingId={headingId}
          heading={
            <div className="mb-8">
              <SectionHeading id={headingId} text={title} />
              {block.main_block_standorte_intro && (
                <p className="mt-3 max-w-3xl text-lg text-muted">
                  {block.main_block_standorte_intro}
                </p>
              )}
            </div>
          }
          labels={{
            region: title,
            previous: tc('previous'),
            next: tc('next'),
            pagination: tc('pagination'),
            bullet: tc.raw('bullet') as string,
            slide: tc.raw('slide') as string,
          }}
        >
          {locations.map((location) => (
            <article
              key={location.id}
              className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white"
            >
              <CmsImage
                image={location.standort_bild}
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[16/10] h-auto w-full object-cover"
                noImageText={common('noImage')}
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold">{location.standort_titel}</h3>
                <address className="mt-2 leading-relaxed not-italic">
                  {location.standort_adresszusatz && (
                    <>
                      {location.standort_adresszusatz}
                      <br />
                    </>
                  )}
                  {location.standort_strasse}
                  <br />
                  {location.standort_plz} {location.standort_ort}
                </address>
                {location.standort_detail && (
                  <p className="mt-3 text-sm text-muted">{location.standort_detail}</p>
                )}
                <ul className="mt-auto flex flex-col gap-1 pt-4">
                  {location.standort_anfahrt && (
                    <li>
                      <SmartLink
                        href={location.standort_anfahrt}
                        className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline"
                      >
                        {t('route')}
                      </SmartLink>
                    </li>
                  )}
                  {typeof location.standort_pdf === 'object' && location.standort_pdf?.url && (
                    <li>
                      <a
                        href={mediaUrl(location.standort_pdf.url) ?? '#'}
                        className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline"
                      >
                        {t('pdf')}
                      </a>
                    </li>
                  )}
                  <li>
                    <a
                      href={mapsLink(location)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline"
                    >
                      {t('maps', { name: location.standort_titel })}
                    </a>
                  </li>
                </ul>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </Section>
  )
}
