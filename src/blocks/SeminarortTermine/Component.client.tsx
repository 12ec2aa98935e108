'use client'

// The block's interactive leaf is the finder's shared date list (also used by the result view).
export { DateList } from '@/features/finder/components/DateList.client'
