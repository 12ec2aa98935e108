import type { Block } from 'payload'

import { AkkordeonBlock } from './Akkordeon/config'
import { BildBlock } from './Bild/config'
import { BildTextBlock } from './BildText/config'
import { SprungmarkeBlock } from './Sprungmarke/config'
import { TextBlock } from './Text/config'

/** Every block an editor can put on a page. RenderBlocks maps each slug to its component. */
export const pageBlocks: Block[] = [TextBlock, BildBlock, BildTextBlock, AkkordeonBlock, SprungmarkeBlock]
