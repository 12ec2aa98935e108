import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import { pickMessages } from '@/features/forms/messages'
import { getSiteSettings } from '@/features/site/queries'
import { telHref } from '@/lib/format'
import type { CallbackBlock as CallbackBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { CallbackForm } from './Component.lazy'

/**
 * Callback block: optional heading, introduction and the contact person's picture, the
 * institute's phone number to call right away, and the callback request form beside them.
 */
export async function CallbackBlock({ block, locale, index }: BlockProps<CallbackBlockData>) {
  const [settings, t, common, intl] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blocks.callback' }),
    getTranslations({ locale, namespace: 'common' }),
    pickMessages(locale, ['forms', 'callbackForm']),
  ])
  const headingId = `block-${index}-title`
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section background="5" labelledBy={block.main_block_callback_titel ? headingId : undefined}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="flex min-w-0 flex-col gap-8">
          {block.main_block_callback_bild && (
            <figure className="shrink-0">
              <CmsImage
                image={block.main_block_callback_bild}
                sizes="224px"
                className="aspect-square h-auto w-40 rounded-full object-cover md:w-56"
                noImageText={common('noImage')}
              />
              {block.main_block_callback_name && (
                <figcaption className="mt-2 font-semibold">
                  {block.main_block_callback_name}
                </figcaption>
              )}
            </figure>
          )}
          <div className="min-w-0">
            {block.main_block_callback_titel && (
              <SectionHeading id={headingId} text={block.main_block_callback_titel} />
            )}
            <div className="mt-3">
              <RichText data={block.main_block_callback_intro} locale={locale} />
            </div>
            <p className="mt-4 text-lg">
              {t('callUs')}{' '}
              <a
                href={telHref(settings.phone)}
                className="font-semibold text-brand underline-offset-2 hover:underline"
              >
                {settings.phone}
              </a>
            </p>
          </div>
        </div>
        {/* The form's labels and errors come from these two namespaces only. */}
        <CallbackForm locale={locale} gtmId={settings.gtmId ?? null} intl={intl} />
      </div>
    </Section>
  )
}
