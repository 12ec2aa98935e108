import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import { CONSENT_LINKS } from '@/features/forms/links'
import { pickMessages } from '@/features/forms/messages'
import { NEWSLETTER_PAGE_URLS } from '@/features/newsletter/constants'
import type { WidgetConfig } from '@/features/newsletter/components/NewsletterWidget.client'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import type { NewsletterBlock as NewsletterBlockData, SiteSetting } from '@/payload-types'

import type { BlockProps } from '../types'

import { NewsletterSignup } from './Component.lazy'

/** The marketing tool's form when the site settings name both its portal and its form. */
function widgetOf(settings: SiteSetting): WidgetConfig | null {
  const { newsletterPortalId: portalId, newsletterFormId: formId } = settings
  return portalId && formId
    ? { portalId, formId, scriptUrl: env.NEWSLETTER_WIDGET_SCRIPT_URL }
    : null
}

/**
 * Newsletter block: heading, text and the sign-up beside a picture. The sign-up is our own double
 * opt-in form, or the marketing tool's form when the site settings configure one.
 */
export async function NewsletterBlock({ block, locale, index }: BlockProps<NewsletterBlockData>) {
  const [t, settings, intl] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getSiteSettings(locale),
    pickMessages(locale, ['forms', 'newsletterForm']),
  ])
  const title = block.main_block_newsletter_titel
  const headingId = title ? `block-${index}-title` : undefined
  const image = block.main_block_newsletter_bild
  return (
    <Section background="5" labelledBy={headingId}>
      <div
        className={
          image
            ? 'grid items-start gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16'
            : 'lg:max-w-[66.666%]'
        }
      >
        <div className="min-w-0">
          {title && <SectionHeading id={headingId} text={title} />}
          <div className={title ? 'mt-4' : ''}>
            <RichText data={block.main_block_newsletter_text} locale={locale} />
          </div>
          <NewsletterSignup
            locale={locale}
            widget={widgetOf(settings)}
            privacyUrl={CONSENT_LINKS[locale].privacy}
            newsletterUrl={NEWSLETTER_PAGE_URLS[locale]}
            intl={intl}
          />
        </div>
        {image && (
          <CmsImage
            image={image}
            sizes="(min-width: 1024px) 500px, 100vw"
            className="h-auto w-full rounded-lg"
            noImageText={t('noImage')}
          />
        )}
      </div>
    </Section>
  )
}
