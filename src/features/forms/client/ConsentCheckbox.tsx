import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

import { Checkbox } from '@/components/ui/form/Checkbox'
import type { Locale } from '@/i18n/locales'
import { withTags } from '@/i18n/tagged-text'

import { CONSENT_LINKS } from '../links'

type Props = Omit<ComponentProps<typeof Checkbox>, 'label'> & { locale: Locale }

/** The privacy consent (datenschutz) with links to the contact and privacy pages in a new tab. */
export function ConsentCheckbox({ locale, ...checkbox }: Props) {
  const t = useTranslations('forms')
  const links = CONSENT_LINKS[locale]
  const link = (href: string) =>
    function ConsentLink(chunks: React.ReactNode) {
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand underline underline-offset-2"
        >
          {chunks}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      )
    }
  return (
    <Checkbox
      {...checkbox}
      required
      label={withTags(t.raw('consent') as string, {
        privacy: link(links.privacy),
        contact: link(links.contact),
      })}
    />
  )
}
