import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getWhitepapers } from '@/features/whitepapers/queries'
import { TIME_ZONE } from '@/i18n/locales'
import { relationId } from '@/lib/relations'
import type { WhitepapersBlock as WhitepapersBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import { WhitepaperCardAction } from './Component.lazy'

/**
 * Whitepaper cards: thumbnail, title, description (docs/behaviour/screens.md). A whitepaper with an
 * external gate link offers that link; the others get the browser's action: the request form in a
 * modal, or the download once the browser holds the whitepaper's access code.
 */
export async function WhitepapersBlock({ block, locale, index }: BlockProps<WhitepapersBlockData>) {
  const ids = (block.main_block_whitepapers ?? [])
    .map((value) => relationId(value))
    .filter((id): id is number => id !== null)
  const [whitepapers, t] = await Promise.all([
    getWhitepapers(locale, ids),
    getTranslations({ locale }),
  ])
  // Only the form's texts go to the browser, with the lazily loaded action; the cards are
  // translated here.
  const intl = {
    locale,
    messages: { forms: t.raw('forms'), whitepaperForm: t.raw('whitepaperForm') },
    timeZone: TIME_ZONE,
  }
  const title = block.main_block_whitepapers_titel
  const headingId = title ? `block-${index}-title` : undefined
  const Heading = title ? 'h3' : 'h2'
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section labelledBy={headingId}>
      {title && <SectionHeading id={headingId} text={title} />}
      {block.main_block_whitepapers_intro && (
        <p className="mt-3 text-lg lg:max-w-[66.666%]">{block.main_block_whitepapers_intro}</p>
      )}
      {whitepapers.length === 0 ? (
        <p className="mt-8 text-muted">{t('blocks.whitepapers.empty')}</p>
      ) : (
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {whitepapers.map((paper) => (
            <li
              key={paper.id}
              className="flex flex-col overflow-hidden rounded-lg border border-line bg-white"
              data-whitepaper={paper.id}
            >
              {/* Alike the Locations block's image by markup only: each card passes its own
                 image. */}
              <CmsImage
                image={paper.thumbnail}
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full object-cover"
                noImageText={t('common.noImage')}
              />
              <div className="flex flex-1 flex-col p-6">
                <Heading className="text-xl font-semibold">{paper.title}</Heading>
                <p className="mt-3 flex-1 text-muted">{paper.description}</p>
                {/* Alike the whitepaper download page's gate link by markup only: the card and
                   the page lay it out differently. */}
                {paper.gateLink ? (
                  <a
                    href={paper.gateLink}
                    className="btn-primary mt-6 self-start"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('blocks.whitepapers.download')}
                    <span className="sr-only">
                      {' '}
                      – {paper.title} ({t('common.openInNewTab')})
                    </span>
                  </a>
                ) : (
                  // Alike the end of CartView by shape only: one component call with its props and
                  // closing tags.
                  <WhitepaperCardAction
                    id={paper.id}
                    title={paper.title}
                    locale={locale}
                    intl={intl}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
