import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { SearchIndex } from './search-index'

// One index per process, kept on globalThis so that dev reloads and route bundles share it. A
// second instance builds its own from the same database: nothing here is state it would need.
const holder = globalThis as typeof globalThis & { __siteSearchIndex?: Promise<SearchIndex> }

/** The process-wide search index, loaded from the database on first use. */
export function getSearchIndex(): Promise<SearchIndex> {
  holder.__siteSearchIndex ??= (async () => {
    const index = new SearchIndex(await getPayloadClient())
    await index.load()
    return index
  })().catch((error: unknown) => {
    holder.__siteSearchIndex = undefined
    throw error
  })
  return holder.__siteSearchIndex
}
