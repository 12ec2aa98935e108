import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { DateListLabels } from './components/DateList.client'
import type { FinderLabels } from './types'

/** The date rows' strings in a language, for server parents to hand to the client list. */
export async function dateListLabels(locale: Locale): Promise<DateListLabels> {
  const [t, seminarDates] = await Promise.all([
    getTranslations({ locale, namespace: 'finder.dates' }),
    getTranslations({ locale, namespace: 'seminars.dates' }),
  ])
  return {
    book: t('book'),
    period: t('period'),
    duration: t('duration'),
    place: t('place'),
    price: t('price'),
    formats: {
      in_person: seminarDates('formats.in_person'),
      online: seminarDates('formats.online'),
      blended: seminarDates('formats.blended'),
    },
    showMore: t('showMore'),
  }
}

/** The tabs' and the combobox's strings in a language. */
export async function finderLabels(locale: Locale): Promise<FinderLabels> {
  const t = await getTranslations({ locale, namespace: 'finder' })
  return {
    tabsLabel: t('tabsLabel'),
    tabs: {
      term: t('tabs.term'),
      topic: t('tabs.topic'),
      place: t('tabs.place'),
      date: t('tabs.date'),
    },
    topic: t('topicLabel'),
    place: t('placeLabel'),
    month: t('monthLabel'),
    choose: t('choose'),
    submit: t('submit'),
    submitting: t('submitting'),
    autocomplete: {
      label: t('termLabel'),
      hint: t('termHint'),
      suggestions: t('suggestions'),
      quickLinks: t('quickLinks'),
      // Counted in the browser: '{count}' stays as a placeholder.
      optionsAvailable: t.raw('optionsAvailable') as string,
    },
  }
}
