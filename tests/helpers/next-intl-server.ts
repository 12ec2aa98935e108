// Stands in for 'next-intl/server' in unit tests, which render server components outside Next:
// `vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))`.
import { createTranslator } from 'next-intl'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

const messages = { de, en }

export const getTranslations = async ({
  locale,
  namespace,
}: {
  locale: 'de' | 'en'
  namespace?: string
}) => createTranslator({ locale, messages: messages[locale], namespace: namespace as never })

export const getMessages = async ({ locale }: { locale: 'de' | 'en' }) => messages[locale]
