import type { Locale } from '@/i18n/locales'

/** Trainer profiles: /trainer/<slug>/ and /en/trainers/<slug>/. */
export const TRAINER_PATH_PREFIX: Record<Locale, string> = { de: '/trainer/', en: '/trainers/' }

/** A profile lists at most this many upcoming dates of the trainer's seminars. */
export const TRAINER_UPCOMING_DATES = 8

/** Longest biography an editor may write per language (characters). */
export const BIOGRAPHY_MAX_LENGTH = 4000
