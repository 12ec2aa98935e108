import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import type { NewsletterBlock as NewsletterBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * Newsletter block: heading and text beside a picture. The sign-up form (salutation, e-mail,
 * consent, double opt-in) joins the text column with the forms work.
 */
export async function NewsletterBlock({ block, locale, index }: BlockProps<NewsletterBlockData>) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const title = block.main_block_newsletter_titel
  const headingId = title ? `block-${index}-title` : undefined
  const image = block.main_block_newsletter_bild
  return (
    <Section background="5" labelledBy={headingId}>
      <div className={image ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16' : 'lg:max-w-[66.666%]'}>
        <div className="min-w-0">
          {title && (
            <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
              {title}
            </h2>
          )}
          <div className={title ? 'mt-4' : ''}>
            <RichText data={block.main_block_newsletter_text} locale={locale} />
          </div>
        </div>
        {image && <CmsImage image={image} sizes="(min-width: 1024px) 500px, 100vw" className="h-auto w-full rounded-lg" noImageText={t('noImage')} />}
      </div>
    </Section>
  )
}
