import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import { pickMessages } from '@/features/forms/messages'
import { COUNTRIES_NAMESPACE } from '@/features/forms/options'
import { ContactBox } from '@/features/site/ContactBox'
import { getSiteSettings } from '@/features/site/queries'
import type { KontaktformularBlock as KontaktformularBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { ContactBlockForm } from './Component.lazy'

/**
 * Contact block: heading, introduction and picture beside a sidebar with address, mail, phone and
 * social links (docs/behaviour/screens.md "Contact block"); the form (long on the contact page,
 * short elsewhere) follows in the left column.
 */
export async function ContactFormBlock({
  block,
  locale,
  index,
}: BlockProps<KontaktformularBlockData>) {
  const [settings, t, common, intl] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'contactBox' }),
    getTranslations({ locale, namespace: 'common' }),
    // The country names for the long form's select (see COUNTRIES_NAMESPACE).
    pickMessages(locale, ['forms', 'contactForm', COUNTRIES_NAMESPACE]),
  ])
  const headingId = `block-${index}-title`
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section labelledBy={block.main_block_kontakt_titel ? headingId : undefined}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        {/* Alike the Callback block's layout by markup only: each form block renders its own
           fields and form. */}
        <div className="min-w-0">
          {block.main_block_kontakt_titel && (
            <SectionHeading id={headingId} text={block.main_block_kontakt_titel} />
          )}
          <div className="mt-4">
            <RichText data={block.main_block_kontakt_intro} locale={locale} />
          </div>
          {block.main_block_kontakt_bild && (
            // Alike the image in the Locations and Whitepapers blocks by markup only: each passes
            // its own image and sizes.
            <CmsImage
              image={block.main_block_kontakt_bild}
              sizes="(min-width: 1024px) 700px, 100vw"
              className="mt-8 h-auto w-full rounded-lg"
              noImageText={common('noImage')}
            />
          )}
          <div className="mt-8">
            <ContactBlockForm locale={locale} gtmId={settings.gtmId} intl={intl} />
          </div>
        </div>
        <ContactBox
          settings={settings}
          showSocial
          labels={{ title: t('title'), phone: t('phone'), email: t('email'), social: t('social') }}
        />
      </div>
    </Section>
  )
}
