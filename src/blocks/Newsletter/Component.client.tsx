'use client'

import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm.client'
import {
  type WidgetConfig,
  NewsletterWidget,
} from '@/features/newsletter/components/NewsletterWidget.client'
import { withMessages } from '@/features/forms/client/withMessages'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  widget: WidgetConfig | null
  privacyUrl: string
  newsletterUrl: string
}

/**
 * The block's sign-up: the marketing tool's form when one is configured, our own double opt-in
 * otherwise.
 */
function NewsletterSignupView({ locale, widget, privacyUrl, newsletterUrl }: Props) {
  if (widget)
    return <NewsletterWidget {...widget} privacyUrl={privacyUrl} fallbackUrl={newsletterUrl} />
  return <NewsletterForm locale={locale} />
}

/** The sign-up with its texts (forms, newsletterForm) from the server; see withMessages. */
export const NewsletterSignup = withMessages(NewsletterSignupView)
