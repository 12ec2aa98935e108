import type { SprungmarkeBlock as JumpAnchorBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** An invisible jump target; scroll-margin keeps it clear of the sticky header. */
export function JumpAnchorBlock({ block }: BlockProps<JumpAnchorBlockData>) {
  return (
    <div id={block.main_block_sprungmarke_ziel} className="h-0 scroll-mt-28" aria-hidden="true" />
  )
}
