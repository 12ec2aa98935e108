import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel.lazy'
import { RatingStars } from '@/components/ui/RatingStars'
import { Section, SectionHeading } from '@/components/ui/Section'
import { formatRating, parseRating } from '@/lib/rating'
import type { KundenstimmenBlock as TestimonialsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { TestimonialInfo } from './Component.lazy'
import { TESTIMONIALS_MAX } from './constants'
import { splitQuotee } from './quotee'

const TEMPLATE_ARGS = { index: '{index}', total: '{total}' }

/** Testimonials in a looping carousel (at most 20); each may carry a rating and an info dialog. */
export async function TestimonialsBlock({
  block,
  locale,
  index,
}: BlockProps<TestimonialsBlockData>) {
  const [t, tc, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.kundenstimmen' }),
    getTranslations({ locale, namespace: 'blocks.carousel' }),
    getTranslations({ locale, namespace: 'blocks.modal' }),
  ])
  const title = block.main_block_kundenstimmen_titel
  const headingId = title ? `block-${index}-title` : undefined
  const items = (block.main_block_kundenstimmen ?? []).slice(0, TESTIMONIALS_MAX)
  if (items.length === 0) return null

  return (
    // The carousel region holds the heading and is named by it; the section stays unnamed so the
    // page has one landmark for the block, not two of the same name.
    <Section background={block.main_block_hintergrundfarbe}>
      <Carousel
        headingId={headingId}
        heading={title && <SectionHeading id={headingId} text={title} className="mb-8" />}
        labels={{
          region: title ?? t('fallbackTitle'),
          previous: tc('previous'),
          next: tc('next'),
          pagination: tc('pagination'),
          // Templates: the carousel fills in {index} and {total} per bullet and slide.
          bullet: tc('bullet', TEMPLATE_ARGS),
          slide: tc('slide', TEMPLATE_ARGS),
        }}
      >
        {items.map((item, i) => {
          const { name, role } = splitQuotee(item.kundenstimme_zitatgeber)
          const rating = parseRating(item.kundenstimme_bewertung)
          return (
            <div
              key={item.id ?? i}
              className="flex w-full flex-col rounded-lg border border-line bg-white p-6 text-ink shadow-sm md:p-8"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 32 24"
                className="h-6 w-8 text-brand"
                fill="currentColor"
              >
                <path d="M0 24V13.7C0 5.9 4.3 1.3 12.2 0l1.4 3.2C9.4 4.4 7.3 7 7.1 10.6H13V24H0zm19 0V13.7C19 5.9 23.3 1.3 31.2 0l1.4 3.2c-4.2 1.2-6.3 3.8-6.5 7.4H32V24H19z" />
              </svg>
              {rating !== null && (
                <RatingStars
                  rating={rating}
                  label={t('rating', { rating: formatRating(rating, locale) })}
                  className="mt-5"
                />
              )}
              <figure className="mt-4 flex flex-1 flex-col">
                <blockquote className="flex-1 text-lg leading-relaxed whitespace-pre-line">
                  <p>{item.kundenstimme_zitat}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4">
                  <span className="block font-semibold">{name}</span>
                  {role && <span className="block text-sm text-muted">{role}</span>}
                </figcaption>
              </figure>
              {item.kundenstimme_info && (
                <div className="mt-3">
                  <TestimonialInfo
                    name={name}
                    role={role}
                    info={item.kundenstimme_info}
                    labels={{
                      button: t('info'),
                      buttonFull: t('infoFor', { name }),
                      close: tm('close'),
                    }}
                  />
                </div>
              )}
            </div>
          )
        })}
      </Carousel>
    </Section>
  )
}
