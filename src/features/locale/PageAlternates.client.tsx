'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'

import { useAlternatesStore } from './alternates-store'

/** Tells the language switcher where this page lives in the other language. Renders nothing. */
export function PageAlternates({ urls }: { urls: Partial<Record<Locale, string | null>> }) {
  const pathname = usePathname()
  useEffect(() => {
    useAlternatesStore.setState({ pathname, urls })
  }, [pathname, urls])
  return null
}
