import { getTranslations } from 'next-intl/server'

import { CONSENT_LINKS } from '@/features/forms/links'
import type { Locale } from '@/i18n/locales'

import type { SignUpLabels } from './SignUpForm.client'

/** The error keys the sign-up endpoints may answer, with their texts. */
const ERROR_KEYS = [
  'forms.error.default',
  'forms.error.name-required',
  'forms.error.name-validate',
  'forms.error.email-required',
  'forms.error.email-validate',
  'forms.error.teilnehmer-required',
  'forms.error.teilnehmer-validate',
  'forms.error.datenschutz-required',
  'forms.error.seminarDate-validate',
  'forms.error.seminar-validate',
  'waitingList.error.date-unavailable',
  'waitingList.error.seats-free',
  'waitingList.error.too-many',
  'waitingList.error.seminar-unavailable',
] as const

/** The sign-up form's texts in the page's language (the server translates; the leaf shows). */
export async function signUpLabels(
  locale: Locale,
  kind: 'waitingList' | 'dateAlert',
  period = '',
): Promise<SignUpLabels> {
  const [t, root] = await Promise.all([
    getTranslations({ locale, namespace: 'waitingList' }),
    getTranslations({ locale }),
  ])
  const privacy = CONSENT_LINKS[locale].privacy
  const waitingList = kind === 'waitingList'
  return {
    open: waitingList ? t('join') : t('alertTitle'),
    openLabel: waitingList ? t('joinLabel', { period }) : undefined,
    title: waitingList ? t('formTitle', { period }) : t('alertTitle'),
    intro: waitingList ? t('intro') : t('alertIntro'),
    name: t('name'),
    email: t('email'),
    participants: t('participants'),
    consent: t.rich('consent', {
      link: (chunks) => (
        <a href={privacy} className="underline">
          {chunks}
        </a>
      ),
    }),
    submit: waitingList ? t('submit') : t('alertSubmit'),
    sending: t('sending'),
    failed: t('failed'),
    rateLimited: t('rateLimited'),
    close: t('cancel'),
    done: waitingList ? t.raw('joined') : t('alertSent'),
    errors: Object.fromEntries(
      ERROR_KEYS.map((key) => [key, root(key as never)]).concat([
        ['default', root('forms.error.default' as never)],
      ]),
    ),
  }
}
