import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'

import { revalidateGlobal } from './revalidateGlobal'

/**
 * A global that every visitor reads and staff edit. It appears in every page's layout, so
 * publishing it expires every cached render.
 */
export function revalidatingGlobal(config: Omit<GlobalConfig, 'access' | 'hooks'>): GlobalConfig {
  return {
    ...config,
    access: { read: anyone, update: staffOnly },
    hooks: { afterChange: [revalidateGlobal] },
  }
}
