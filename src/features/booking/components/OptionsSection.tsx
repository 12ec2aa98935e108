import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Checkbox } from '@/components/ui/form/Checkbox'
import { RadioGroup } from '@/components/ui/form/RadioGroup'
import { Textarea } from '@/components/ui/form/Textarea'
import { BOOKING_KINDS } from '@/features/forms/options'
import { withTags } from '@/i18n/tagged-text'

import { useBookingField } from './useBookingField'

/** The schema's limit for the comment (bookingSchema: mitteilung, 2000 characters). */
const COMMENT_MAX = 2000

type Props = { privacyHref: string; termsHref: string }

/** Binding booking or reservation, a comment, the two consents and the hidden trap field. */
export function OptionsSection({ privacyHref, termsHref }: Props) {
  const t = useTranslations('booking')
  const { error, register } = useBookingField()
  const kinds = BOOKING_KINDS.map((value) => ({
    value,
    label: t(`kind.${value}`),
    hint: t(`kind.${value}Hint`),
  }))
  const newTabLink = (href: string) =>
    function ConsentLink(chunks: ReactNode) {
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand underline underline-offset-2 hover:text-brand-darker"
        >
          {chunks}
          <span className="sr-only"> ({t('newTab')})</span>
        </a>
      )
    }

  return (
    <section aria-labelledby="booking-options" className="space-y-6">
      <h2 id="booking-options" className="text-2xl font-bold">
        {t('options.title')}
      </h2>
      <RadioGroup
        {...register('kind')}
        legend={t('kind.legend')}
        options={kinds}
        error={error('kind')}
        required
      />
      <Textarea
        {...register('comment')}
        label={t('options.comment')}
        error={error('comment')}
        maxLength={COMMENT_MAX}
        countLabel={(count) => t('options.commentCount', { count, max: COMMENT_MAX })}
      />
      <Checkbox
        {...register('datenschutz')}
        label={withTags(t.raw('consent.datenschutz') as string, { link: newTabLink(privacyHref) })}
        error={error('datenschutz')}
        required
      />
      <Checkbox
        {...register('agb')}
        label={withTags(t.raw('consent.agb') as string, { link: newTabLink(termsHref) })}
        error={error('agb')}
        required
      />
      {/* The trap field (docs/behaviour/validation.md): invisible to people, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="booking-video-url">{t('honeypot')}</label>
        <input
          {...register('video_url')}
          id="booking-video-url"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </section>
  )
}
