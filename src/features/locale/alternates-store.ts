'use client'

import { create } from 'zustand'

import type { Locale } from '@/i18n/locales'

type Alternates = { pathname: string | null; urls: Partial<Record<Locale, string | null>> }

/** The current page's URL in each language (its `_urls`), announced by the page for the header. */
export const useAlternatesStore = create<Alternates>(() => ({ pathname: null, urls: {} }))
