import { useLocale, useMessages } from 'next-intl'
import { useMemo } from 'react'

import { COUNTRIES_NAMESPACE, countryNames } from '../options'

/**
 * The country select's options in the form's language and order (countryNames): names the server
 * handed over in the COUNTRIES_NAMESPACE messages (pickMessages), or, where it did not (a dialog
 * opened later, tests), built here with Intl.
 */
export function useCountryOptions(): { value: string; label: string }[] {
  const locale = useLocale()
  const names = (useMessages() as Record<string, unknown>)[COUNTRIES_NAMESPACE] as
    Record<string, string> | undefined
  return useMemo(
    () => Object.entries(names ?? countryNames(locale)).map(([value, label]) => ({ value, label })),
    [names, locale],
  )
}
