import { useTranslations } from 'next-intl'

import { PersonFields } from './PersonFields'

/** The person who books and whom the institute writes to; the confirmation mail goes here. */
export function ContactSection() {
  const t = useTranslations('booking')
  return (
    <section aria-labelledby="booking-contact" className="space-y-4">
      <h2 id="booking-contact" className="text-2xl font-bold">
        {t('contact.title')}
      </h2>
      <p className="text-muted">{t('contact.intro')}</p>
      <PersonFields prefix="contact" variant="contact" />
    </section>
  )
}
