'use client'

// The block's interactive leaves live with the finder feature (tabs, combobox, result view).
export { FinderResults } from '@/features/finder/components/FinderResults.client'
export { FinderTabs } from '@/features/finder/components/FinderTabs.client'
