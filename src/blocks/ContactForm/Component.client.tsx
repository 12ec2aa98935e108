'use client'

import { usePathname } from 'next/navigation'

import { ContactForm } from '@/features/contact/components/ContactForm'
import { showsLongContactForm } from '@/features/contact/links'
import { withMessages } from '@/features/forms/client/withMessages'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; gtmId?: string | null }

/**
 * The contact block's form: the long one on the contact page (/kontakt/, /en/contact-us/), the
 * short one everywhere else (docs/behaviour/screens.md). The page's path travels along as
 * requestPage.
 */
function ContactBlockFormView({ locale, gtmId }: Props) {
  const path = usePathname() || '/'
  const variant = showsLongContactForm(path) ? 'long' : 'short'
  // A new page may need the other variant: a fresh form, not the old one's values.
  return (
    <ContactForm
      key={`${variant}:${path}`}
      variant={variant}
      requestPage={path}
      locale={locale}
      gtmId={gtmId}
    />
  )
}

/** The form with its texts (forms, contactForm) from the server; see withMessages. */
export const ContactBlockForm = withMessages(ContactBlockFormView)
