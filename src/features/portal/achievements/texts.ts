import type { useTranslations } from 'next-intl'

/** The page's translator, handed from the async page component to its synchronous parts. */
export type AchievementsTranslator = ReturnType<typeof useTranslations<'portal.achievementsPage'>>
